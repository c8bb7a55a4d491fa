import { describe, expect, it } from 'vitest';
import { checkUpload, displayFileName, sniffMimeType } from './kyc-upload';

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
});
