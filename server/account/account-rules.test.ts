import { describe, expect, it } from 'vitest';
import {
  dateOfBirthProblem,
  describeDevice,
  isValidAccountNumber,
  isValidBic,
  isValidIban,
  maskAccountNumber,
  sniffImage,
} from './account-rules';

describe('IBAN', () => {
  it.each([
    'GB82 WEST 1234 5698 7654 32',
    'DE89370400440532013000',
    'es91 2100 0418 4502 0005 1332',
    'FR1420041010050500013M02606',
  ])('accepts the valid %s', (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ['a changed digit', 'GB82WEST12345698765433'],
    ['swapped check digits', 'GB28WEST12345698765432'],
    ['too short', 'GB82WEST123'],
    ['not an IBAN', '12345678'],
    ['letters in the check digits', 'GBXXWEST12345698765432'],
  ])('refuses %s', (_why, iban) => expect(isValidIban(iban)).toBe(false));
});

describe('BIC and account numbers', () => {
  it('accepts 8 and 11 character BICs, case and spaces aside', () => {
    expect(isValidBic('DEUTDEFF')).toBe(true);
    expect(isValidBic('deut de ff 500')).toBe(true);
    expect(isValidBic('DEUT1EFF')).toBe(false);
    expect(isValidBic('DEUTDEF')).toBe(false);
  });
  it('takes 4 to 34 digits as an account number', () => {
    expect(isValidAccountNumber('0012-3456-7890')).toBe(true);
    expect(isValidAccountNumber('123')).toBe(false);
    expect(isValidAccountNumber('12AB3456')).toBe(false);
  });
  it('masks all but the last four characters', () => {
    expect(maskAccountNumber('DE89 3704 0044 0532 0130 00')).toBe('•••• 3000');
    expect(maskAccountNumber('123456789')).toBe('•••• 6789');
  });
});

describe('date of birth', () => {
  const today = new Date('2026-11-24T12:00:00Z');
  it('accepts an adult', () => expect(dateOfBirthProblem('1990-02-28', today)).toBeNull());
  it('counts the birthday itself', () => {
    expect(dateOfBirthProblem('2008-11-24', today)).toBeNull();
    expect(dateOfBirthProblem('2008-11-25', today)).toMatch(/at least 18/);
  });
  it('refuses dates that do not exist, the future and the implausible', () => {
    expect(dateOfBirthProblem('1990-02-30', today)).toMatch(/does not exist/);
    expect(dateOfBirthProblem('2030-01-01', today)).toMatch(/future/);
    expect(dateOfBirthProblem('1890-01-01', today)).toMatch(/year/);
    expect(dateOfBirthProblem('24/11/1990', today)).toMatch(/yyyy-mm-dd/);
  });
});

describe('image sniffing', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0]);
  it('knows JPEG, PNG and WebP by their bytes', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImage(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe(
      'image/webp',
    );
  });
  it('refuses text, a RIFF that is not WebP, and PDF', () => {
    expect(sniffImage(new TextEncoder().encode('hello, this is text'))).toBeNull();
    expect(
      sniffImage(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45)),
    ).toBeNull();
    expect(sniffImage(new TextEncoder().encode('%PDF-1.7 ...'))).toBeNull();
  });
});

describe('device names', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'App or script'],
    ['', 'Unknown device'],
  ])('%s -> %s', (ua, device) => expect(describeDevice(ua)).toBe(device));
});
