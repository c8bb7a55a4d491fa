import { describe, expect, it } from 'vitest';
import { perFileProgress, sniffKycType, uploadProblem } from './upload-check';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const pdf = new TextEncoder().encode('%PDF-1.7');
const text = new TextEncoder().encode('just some notes');

describe('KYC upload checks', () => {
  it('knows PNG, JPEG and PDF by their bytes, not their names', () => {
    expect(sniffKycType(png)).toBe('image/png');
    expect(sniffKycType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(sniffKycType(pdf)).toBe('application/pdf');
    expect(sniffKycType(text)).toBeNull();
    // A WebP is a fine avatar but not an accepted document.
    expect(sniffKycType(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBeNull();
  });

  it('names the first problem: count, then size, then type', () => {
    expect(uploadProblem([{ size: 10, head: png }])).toBeNull();
    expect(uploadProblem(Array.from({ length: 5 }, () => ({ size: 10, head: png })))).toBe('count');
    expect(uploadProblem([{ size: 6 * 1024 * 1024, head: png }])).toBe('size');
    expect(
      uploadProblem([
        { size: 10, head: png },
        { size: 10, head: text },
      ]),
    ).toBe('type');
  });

  it('fills the files one after another as the bytes go out', () => {
    expect(perFileProgress([100, 300], 0, 400)).toEqual([0, 0]);
    expect(perFileProgress([100, 300], 100, 400)).toEqual([1, 0]);
    expect(perFileProgress([100, 300], 250, 400)).toEqual([1, 0.5]);
    expect(perFileProgress([100, 300], 400, 400)).toEqual([1, 1]);
    // Framing bytes: 440 sent of 440 is everything.
    expect(perFileProgress([100, 300], 440, 440)).toEqual([1, 1]);
  });
});
