/** Pure rules of the account screens (issue 12): bank numbers, dates of birth, images, devices. */

/** Spaces and case do not matter in an IBAN or a BIC as people type them. */
export const compactCode = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** Looks like an IBAN: two letters, two check digits, then 11 to 30 letters or digits. */
export const looksLikeIban = (value: string): boolean =>
  /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compactCode(value));

/**
 * ISO 13616 check: move the first four characters to the end, letters to numbers (A=10 …
 * Z=35), and the whole number mod 97 must be 1. Computed piecewise so it never needs a bigint.
 */
export function isValidIban(value: string): boolean {
  const iban = compactCode(value);
  if (!looksLikeIban(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (value: string): boolean =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactCode(value));

/** A plain account number: 4 to 34 digits (separators allowed as typed). */
export const isValidAccountNumber = (value: string): boolean =>
  /^\d{4,34}$/.test(compactCode(value));

/** Only the last four characters are ever shown again. */
export function maskAccountNumber(value: string): string {
  const compact = compactCode(value);
  return `•••• ${compact.slice(-4)}`;
}

/**
 * A date of birth as yyyy-MM-dd: a real calendar day, in the past, for someone at least
 * `minAge` and at most 120 years old. Returns the message to show, or null when it is fine.
 */
export function dateOfBirthProblem(value: string, today: Date, minAge = 18): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'Enter the date as yyyy-mm-dd.';
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return 'This date does not exist.';
  const years = (ty: number, tm: number, td: number) =>
    ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  const age = years(today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate());
  if (date.getTime() > today.getTime()) return 'The date of birth cannot be in the future.';
  if (age < minAge) return `Members must be at least ${minAge} years old.`;
  if (age > 120) return 'Check the year of birth.';
  return null;
}

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type the bytes really are (JPEG, PNG or WebP), whatever the file is called. */
export function sniffImage(content: Uint8Array): ImageType | null {
  const starts = (bytes: number[], offset = 0) =>
    content.length >= offset + bytes.length && bytes.every((b, i) => content[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * "Chrome on Android", "Safari on iPhone", "Firefox on Windows": enough for a member to
 * recognise a session. Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (ua === '') return 'Unknown device';
  const browsers: [RegExp, string][] = [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung Internet'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'ChromeOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Linux/, 'Linux'],
  ];
  const browser = browsers.find(([re]) => re.test(ua))?.[1];
  const system = systems.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system)!;
  return /curl|node|undici|okhttp|python/i.test(ua) ? 'App or script' : 'Unknown device';
}
