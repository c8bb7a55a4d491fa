import { describe, expect, it } from 'vitest';
import { withCanned } from './canned';

describe('inserting a canned answer', () => {
  it('fills an empty box, and follows what is written after a blank line', () => {
    expect(withCanned('  ', 'Canned')).toBe('Canned');
    expect(withCanned('Dear Ana,  ', 'Canned')).toBe('Dear Ana,\n\nCanned');
  });
});
