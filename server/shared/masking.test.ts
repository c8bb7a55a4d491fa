import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, phoneAddress } from './masking';

describe('masking where a code went', () => {
  it('keeps the first letter and the domain of an email', () => {
    expect(maskEmail('nora.quill@example.com')).toBe('n***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });

  it('keeps the country code and the last four digits of a phone', () => {
    expect(maskPhone('+52', '5512345678')).toBe('+52 •••• 5678');
    expect(phoneAddress('+52', '5512345678')).toBe('+525512345678');
  });
});
