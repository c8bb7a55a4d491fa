import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it('takes the heaviest portal language and reads a region as its language', () => {
    expect(pickLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(pickLanguage('fr-FR, en;q=0.5, es;q=0.7')).toBe('es');
    expect(pickLanguage('EN-gb')).toBe('en');
  });

  it('names no language when the header offers none the portal speaks, or only refuses them', () => {
    expect(pickLanguage(undefined)).toBeNull();
    expect(pickLanguage('')).toBeNull();
    expect(pickLanguage('fr, de;q=0.9')).toBeNull();
    expect(pickLanguage('es;q=0, en;q=abc')).toBeNull();
  });
});
