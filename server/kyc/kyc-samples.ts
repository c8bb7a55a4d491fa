/**
 * The demo's sample KYC files. The seed writes database rows only and does not know the data
 * folder (several API processes may share one database, each with its own), so the documents
 * it queues for the desk name these samples instead of uploaded files, and reading one answers
 * the bytes below. A member's upload is never named like this (see kyc-service safeStoredName).
 */

// A 160x100 drawing of an identity card (PNG, 313 bytes).
const idCardPng =
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAABAElEQVR42u3aMRGAMBBFwchBE0qocYAD6tQ4iB0qSiocUGWG3LEzTwHb/APKNO9KXPEIAAuwQgCf160EAQYswIoHLCtagAVYgAVYgAUYsAALsAALsADLHx2+BwuwAAuwAAuwAAN+A65H+yRUgAUYMGDAIwIv6/bzAAMGDBgwYMCArWgrGjBgARZgwIABAwbsDnYHAwYMGDBgwICtaCsaMGDAgAEDBgxYgAG7g93BgAEDBgwYMGDAciYJMGDAgAEDBgwYMGB3sBcdgAEDBgwYMGAr2ooGDBgwYAEGDBgwYMCAAQOOACzAAizAAizAgAEDFmABFmABVi9g5QswYAHWsD3bFExiOrRkEwAAAABJRU5ErkJggg==';

/** A one-page PDF with a few lines of text, its cross-reference table computed. */
function textPdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 40 ${250 - i * 24} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 300] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const samples: Record<string, { mimeType: string; content: () => Buffer }> = {
  'sample-id-card.png': { mimeType: 'image/png', content: () => Buffer.from(idCardPng, 'base64') },
  'sample-address.pdf': {
    mimeType: 'application/pdf',
    content: () =>
      textPdf([
        'Utility bill (sample)',
        'Account holder: the member',
        'Service address: 12 Sample Street, Springfield',
        'This file is part of the demo company.',
      ]),
  },
};

/** The stored names the seed may use, with their types. */
export const kycSampleFiles = Object.fromEntries(
  Object.entries(samples).map(([name, s]) => [name, s.mimeType]),
) as Record<'sample-id-card.png' | 'sample-address.pdf', string>;

/** The bytes of a sample by its stored name, or null when the name is not a sample's. */
export const kycSampleContent = (storedName: string): Buffer | null =>
  Object.hasOwn(samples, storedName) ? samples[storedName]!.content() : null;
