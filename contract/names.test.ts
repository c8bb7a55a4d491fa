import { describe, expect, it } from 'vitest';
import { fullName } from './names';

describe('fullName', () => {
  it('joins the first name and the trimmed last name', () => {
    expect(fullName('Ann', '  Lee ')).toBe('Ann Lee');
  });

  it('gives the first name alone when the last name is null, undefined or blank', () => {
    expect(fullName('Ann', null)).toBe('Ann');
    expect(fullName('Ann', undefined)).toBe('Ann');
    expect(fullName('Ann', '   ')).toBe('Ann');
  });

  it('trims the first name too so no stray space remains', () => {
    expect(fullName(' Ann ', 'Lee')).toBe('Ann Lee');
  });
});
