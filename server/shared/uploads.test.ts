import { describe, expect, it } from 'vitest';
import { checkUpload, displayFileName, sniffMimeType, typedFileName } from './uploads';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const pdf = new TextEncoder().encode('%PDF-1.4\n%...');
const text = new TextEncoder().encode('just some notes');

describe('KYC upload checks', () => {
  it('recognises PNG, JPEG and PDF by their first bytes', () => {
    expect(sniffMimeType(png)).toBe('image/png');
    expect(sniffMimeType(jpeg)).toBe('image/jpeg');
    expect(sniffMimeType(pdf)).toBe('application/pdf');
  });

  it('refuses text and truncated signatures whatever the file is called', () => {
    expect(sniffMimeType(text)).toBeNull();
    expect(sniffMimeType(png.slice(0, 8))).toBeNull();
    expect(sniffMimeType(new Uint8Array())).toBeNull();
  });

  it('accepts one to four files of at most 5 MB and reports their real types', () => {
    const file = (content: Uint8Array) => ({ size: content.length, content });
    expect(checkUpload([file(png), file(pdf)])).toEqual({
      ok: true,
      types: ['image/png', 'application/pdf'],
    });
    expect(checkUpload([])).toMatchObject({ ok: false });
    expect(checkUpload(Array.from({ length: 5 }, () => file(png)))).toMatchObject({ ok: false });
    expect(checkUpload([{ size: 5 * 1024 * 1024 + 1, content: png }])).toMatchObject({
      ok: false,
      message: 'Each file must be at most 5 MB.',
    });
    expect(checkUpload([file(png), file(text)])).toMatchObject({ ok: false });
  });

  it('keeps only a safe last path segment of the client file name', () => {
    expect(displayFileName('C:\\Users\\me\\passport.png')).toBe('passport.png');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('a"b\r\n.pdf')).toBe('ab.pdf');
    expect(displayFileName(undefined)).toBe('document');
    expect(displayFileName('x'.repeat(300))).toHaveLength(150);
  });

  it('names a file with the extension of the type read from its content', () => {
    // A PNG sent as a page is saved as a picture: the name alone decides what opens it.
    expect(typedFileName('invoice.html', 'image/png')).toBe('invoice.png');
    expect(typedFileName('invoice.HTML. ', 'image/png')).toBe('invoice.png');
    expect(typedFileName('statement.png.html', 'application/pdf')).toBe('statement.png.pdf');
    expect(typedFileName('Mr. Smith passport', 'image/jpeg')).toBe('Mr. Smith passport.jpg');
    expect(typedFileName('.html', 'image/png')).toBe('document.png');
    // The member's own spelling of the right type stays as it is.
    expect(typedFileName('plan.png', 'image/png')).toBe('plan.png');
    expect(typedFileName('Passport.JPEG', 'image/jpeg')).toBe('Passport.JPEG');
    expect(typedFileName('счёт.pdf', 'application/pdf')).toBe('счёт.pdf');
    expect(typedFileName('notes', 'text/html')).toBe('notes.bin');
  });

  it('drops what could disguise the name and keeps it to 150 characters', () => {
    expect(typedFileName('x\u202Egnp.html', 'image/png')).toBe('xgnp.png');
    expect(typedFileName('\ud83d\ude00 a\ud83d.html', 'image/png')).toBe('\ud83d\ude00 a.png');
    const long = typedFileName(`${'😀'.repeat(200)}.html`, 'image/png');
    expect(long.endsWith('😀.png')).toBe(true);
    expect(Array.from(long)).toHaveLength(150);
  });
});
