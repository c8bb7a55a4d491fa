import { describe, expect, it } from 'vitest';
import { defaultMobileCode } from './default-mobile-code';

const countries = [
  { id: 47, phoneCode: '57' },
  { id: 223, phoneCode: '+1' },
  { id: 195, phoneCode: '34' },
];

describe('defaultMobileCode', () => {
  it("starts from the member's current number's code, not the first country's", () => {
    expect(defaultMobileCode({ mobileCode: '1', countryId: 195 }, countries)).toBe('+1');
  });

  it("falls back to the member's country's code when they have no number", () => {
    expect(defaultMobileCode({ mobileCode: null, countryId: 195 }, countries)).toBe('+34');
  });

  it('takes the first listed country only when nothing is known of the member', () => {
    expect(defaultMobileCode({ mobileCode: null, countryId: null }, countries)).toBe('+57');
    expect(defaultMobileCode(undefined, countries)).toBe('+57');
    expect(defaultMobileCode(undefined, [])).toBe('');
  });
});
