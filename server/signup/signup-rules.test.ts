import { describe, expect, it } from 'vitest';
import { mobilePairErrors, planFieldErrors, usernameCandidate } from './signup-rules';

describe('signup body rules by plan (spec §5)', () => {
  it('takes placement and position in binary', () => {
    expect(planFieldErrors('binary', { placement: 'a', position: 'L' })).toEqual({});
  });

  it('takes placement but refuses position in matrix', () => {
    expect(planFieldErrors('matrix', { placement: 'a' })).toEqual({});
    expect(Object.keys(planFieldErrors('matrix', { placement: 'a', position: 'R' }))).toEqual([
      'position',
    ]);
  });

  it('refuses both placement and position in unilevel', () => {
    expect(Object.keys(planFieldErrors('unilevel', { placement: 'a', position: 'L' }))).toEqual([
      'placement',
      'position',
    ]);
    expect(planFieldErrors('unilevel', {})).toEqual({});
  });

  it('wants the phone code and the number together', () => {
    expect(mobilePairErrors({ mobile: '5550100' })).toHaveProperty('mobile_code');
    expect(mobilePairErrors({ mobile_code: '1' })).toHaveProperty('mobile');
    expect(mobilePairErrors({ mobile_code: '1', mobile: '5550100' })).toEqual({});
    expect(mobilePairErrors({})).toEqual({});
  });
});

describe('generated usernames', () => {
  it('keeps the ASCII letters of the first name and adds the suffix', () => {
    expect(usernameCandidate('José María', 4821)).toBe('josemaria4821');
    expect(usernameCandidate('Ødegaard-Smith the Third', 7)).toBe('degaardsmith7');
  });

  it('falls back to "member" when the name has no usable letters', () => {
    expect(usernameCandidate('李', 12)).toBe('member12');
    expect(usernameCandidate('A', 3)).toBe('member3');
  });

  it('fits the signup username pattern', () => {
    expect(usernameCandidate('Bartholomew-Alexander', 999999)).toMatch(/^[a-zA-Z0-9._-]{3,30}$/);
  });
});
