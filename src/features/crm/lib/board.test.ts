import { describe, expect, it } from 'vitest';
import { canDrop } from './board';

describe('the lead board', () => {
  it('lets a lead move between open stages and to lost, never into or out of enrolled', () => {
    expect(canDrop('new', 'contacted')).toBe(true);
    expect(canDrop('interested', 'lost')).toBe(true);
    expect(canDrop('lost', 'new')).toBe(true);
    expect(canDrop('interested', 'enrolled')).toBe(false);
    expect(canDrop('enrolled', 'lost')).toBe(false);
    expect(canDrop('new', 'new')).toBe(false);
  });
});
