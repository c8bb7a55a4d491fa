import { describe, expect, it } from 'vitest';
import { computeLayout } from '@workers/genealogy/layout-engine';
import { focusAfter, keyAction } from './keyboard';

// 1 -> (2, 3, 4); 3 -> (5)
const tree = computeLayout(
  [
    { id: 1, parent_id: null, position: null },
    { id: 2, parent_id: 1, position: null },
    { id: 3, parent_id: 1, position: null },
    { id: 4, parent_id: 1, position: null },
    { id: 5, parent_id: 3, position: null },
  ],
  { mode: 'unilevel', nodeWidth: 10, nodeHeight: 10 },
).layout;
const at = (id: number) => Array.from(tree.ids).indexOf(id);
const press = (from: number, key: string) => tree.ids[focusAfter(tree, at(from), keyAction(key)!)];

describe('keyboard navigation', () => {
  it('maps arrows to parent, first child and siblings', () => {
    expect(press(3, 'ArrowUp')).toBe(1);
    expect(press(3, 'ArrowDown')).toBe(5);
    expect(press(3, 'ArrowLeft')).toBe(2);
    expect(press(3, 'ArrowRight')).toBe(4);
  });

  it('stays put at the edges and goes home to the root', () => {
    expect(press(1, 'ArrowUp')).toBe(1);
    expect(press(2, 'ArrowLeft')).toBe(2);
    expect(press(4, 'ArrowRight')).toBe(4);
    expect(press(2, 'ArrowDown')).toBe(2);
    expect(press(5, 'Home')).toBe(1);
  });

  it('starts at the root when nothing has focus yet', () => {
    expect(focusAfter(tree, -1, { type: 'move', move: 'firstChild' })).toBe(0);
  });

  it('maps Enter to details, +/- to zoom, 0 to fit, and ignores other keys', () => {
    expect(keyAction('Enter')).toEqual({ type: 'open' });
    expect(keyAction('+')).toEqual({ type: 'zoom', factor: 1.5 });
    expect(keyAction('-')?.type).toBe('zoom');
    expect(keyAction('0')).toEqual({ type: 'fit' });
    expect(keyAction('a')).toBeNull();
  });

  it('offers the accessible alternatives with one key: L the list, T the table', () => {
    expect(keyAction('l')).toEqual({ type: 'list' });
    expect(keyAction('L')).toEqual({ type: 'list' });
    expect(keyAction('t')).toEqual({ type: 'table' });
    expect(keyAction('T')).toEqual({ type: 'table' });
    // Neither moves the focused member.
    expect(focusAfter(tree, at(3), { type: 'list' })).toBe(at(3));
  });
});
