import { describe, expect, it } from 'vitest';
import { defaultScope, parseScope } from './scope';

describe('explorer scope', () => {
  it('starts small screens and slow links with the four levels, the rest with everything', () => {
    expect(defaultScope(390)).toBe('levels');
    expect(defaultScope(800)).toBe('levels');
    expect(defaultScope(1023)).toBe('levels');
    expect(defaultScope(1280)).toBe('whole');
    expect(defaultScope(1280, { effectiveType: '3g' })).toBe('levels');
    expect(defaultScope(1280, { effectiveType: 'slow-2g' })).toBe('levels');
    expect(defaultScope(1280, { saveData: true })).toBe('levels');
    expect(defaultScope(1280, { effectiveType: '4g' })).toBe('whole');
  });

  it('reads back only a known choice', () => {
    expect(parseScope('whole')).toBe('whole');
    expect(parseScope('levels')).toBe('levels');
    expect(parseScope('all')).toBeNull();
    expect(parseScope(null)).toBeNull();
  });
});
