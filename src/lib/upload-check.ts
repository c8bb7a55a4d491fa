import { kycUploadLimits } from '@contract/kyc';

export type KycFileType = (typeof kycUploadLimits.mimeTypes)[number];

/** The accepted type the first bytes say the file is (the server decides the same way). */
export function sniffKycType(head: Uint8Array): KycFileType | null {
  const starts = (bytes: number[]) =>
    head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

export type FileProblem = 'type' | 'size' | 'count' | null;

/** Count, then each file's size and bytes: the first problem, so the message names it. */
export function uploadProblem(files: { size: number; head: Uint8Array }[]): FileProblem {
  if (files.length > kycUploadLimits.maxFiles) return 'count';
  for (const f of files) {
    if (f.size > kycUploadLimits.maxFileBytes) return 'size';
    if (!sniffKycType(f.head)) return 'type';
  }
  return null;
}

/**
 * One request carries every file in order, so the bytes sent so far fill the files one after
 * another: each file's bar is its own share of the upload.
 */
export function perFileProgress(sizes: number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  // The multipart framing adds bytes the files do not own; spread it evenly.
  const scale = total > 0 && sum > 0 ? sum / total : 1;
  let left = loaded * scale;
  return sizes.map((size) => {
    const done = Math.max(0, Math.min(size, left));
    left -= size;
    return size === 0 ? 1 : done / size;
  });
}
