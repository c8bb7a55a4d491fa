import { kycUploadLimits } from '../../contract/kyc';

export type KycMimeType = (typeof kycUploadLimits.mimeTypes)[number];

// The first bytes of each accepted format: the declared type and the file name are the
// client's word, the content is not. `ext` is the extension a file of the type is given,
// `also` the other spellings a member's own name may keep.
const signatures: { type: KycMimeType; bytes: number[]; ext: string; also: string[] }[] = [
  {
    type: 'image/png',
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ext: 'png',
    also: [],
  },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff], ext: 'jpg', also: ['jpeg'] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], ext: 'pdf', also: [] },
];

/** The accepted type the content really is, or null when it is none of them. */
export function sniffMimeType(content: Uint8Array): KycMimeType | null {
  const match = signatures.find(
    (s) => content.length > s.bytes.length && s.bytes.every((b, i) => content[i] === b),
  );
  return match?.type ?? null;
}

export const extensionOf = (type: KycMimeType): string =>
  signatures.find((s) => s.type === type)?.ext ?? 'bin';

const maxNameLength = 150;

/**
 * The name shown back to the member: the last path segment, without control characters or
 * quotes (it lands in a Content-Disposition header), never empty, at most 150 characters.
 * It never names anything on disk.
 */
export function displayFileName(clientName: string | undefined): string {
  const base = (clientName ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return clean === '' ? 'document' : clean.slice(-maxNameLength);
}

// Bidirectional controls can make `x\u202Egnp.html` read as `xlmth.png`; lone surrogates
// cannot be percent-encoded into a header.
const misleading =
  /[\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The name a member's file is shown and saved under: the sender's name, ending in an extension
 * of the type read from its content. A desktop opens a saved file by its extension alone, so
 * a PNG with a page appended, sent as `invoice.html`, must come back as `invoice.png` and
 * never as a page that runs when it is opened. A type outside the accepted ones ends in `.bin`.
 */
export function typedFileName(name: string, mimeType: string): string {
  const known = signatures.find((s) => s.type === mimeType);
  const allowed = known ? [known.ext, ...known.also] : ['bin'];
  // Windows drops trailing dots and spaces when it saves: `a.html. ` lands as `a.html`.
  const clean = name.replace(misleading, '').replace(/[.\s]+$/, '');
  const dot = /\.([a-z0-9]{1,10})$/i.exec(clean);
  const stem = dot ? clean.slice(0, dot.index) : clean;
  const ext = `.${allowed[0]}`;
  const chars = Array.from(stem || 'document');
  if (stem !== '' && allowed.includes(dot?.[1]?.toLowerCase() ?? ''))
    if (chars.length + (dot?.[0].length ?? 0) <= maxNameLength) return clean;
  return chars.slice(0, maxNameLength - ext.length).join('') + ext;
}

export const tooLarge = `Each file must be at most ${kycUploadLimits.maxFileBytes / 1024 / 1024} MB.`;
export const tooMany = `Attach at most ${kycUploadLimits.maxFiles} files.`;
const wrongType = 'Only PNG, JPEG and PDF files are accepted.';

export type UploadCheck = { ok: true; types: KycMimeType[] } | { ok: false; message: string };

/** Count, size and content type of one submission; the category is checked against the DB. */
export function checkUpload(files: { size: number; content: Uint8Array }[]): UploadCheck {
  if (files.length === 0) return { ok: false, message: 'Attach at least one file.' };
  if (files.length > kycUploadLimits.maxFiles) return { ok: false, message: tooMany };
  const types: KycMimeType[] = [];
  for (const file of files) {
    if (file.size > kycUploadLimits.maxFileBytes) return { ok: false, message: tooLarge };
    const type = sniffMimeType(file.content);
    if (!type) return { ok: false, message: wrongType };
    types.push(type);
  }
  return { ok: true, types };
}

/** A file as it arrives in a multipart request: the name the client gave it and its bytes. */
export type IncomingFile = { clientName: string | undefined; content: Buffer };
