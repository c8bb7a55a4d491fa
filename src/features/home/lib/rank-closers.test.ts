import { describe, expect, it } from 'vitest';
import { genealogyHref, joinNames, legSide, memberName, progressPercent } from './rank-closers';

describe('genealogyHref', () => {
  it('opens the genealogy with the member at the top and selected', () => {
    const url = new URL(genealogyHref(42), 'http://localhost');
    expect(url.pathname).toBe('/member/network/genealogy');
    expect(url.searchParams.get('root')).toBe('42');
    expect(url.searchParams.get('node')).toBe('42');
  });
});

describe('progressPercent', () => {
  it('is the share reached, whole percents, capped at 100', () => {
    expect(progressPercent(1, 2)).toBe(50);
    expect(progressPercent(100, 300)).toBe(33);
    expect(progressPercent(14, 12)).toBe(100);
    expect(progressPercent(-5, 10)).toBe(0);
  });

  it('is complete when the criterion asks for nothing', () => {
    expect(progressPercent(0, 0)).toBe(100);
  });
});

describe('legSide', () => {
  it('names binary sides and the legs of other plans', () => {
    expect(legSide('L')).toBe('left');
    expect(legSide('R')).toBe('right');
    expect(legSide(null)).toBe('leg');
  });
});

describe('joinNames', () => {
  it('joins names the way the language does', () => {
    expect(joinNames(['Ann', 'Bob', 'Cy'], 'en')).toBe('Ann, Bob, and Cy');
    expect(joinNames(['Ann', 'Bob'], 'es')).toBe('Ann y Bob');
    expect(joinNames(['Ann'], undefined)).toBe('Ann');
  });
});

describe('memberName', () => {
  it('is the full name, without a missing last name', () => {
    expect(memberName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee');
    expect(memberName({ firstName: 'Ann', lastName: null })).toBe('Ann');
  });
});
