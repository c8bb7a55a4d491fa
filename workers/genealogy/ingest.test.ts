import { describe, expect, it } from 'vitest';
import { binaryTree, chainTree, unilevelTree } from './generate';
import { ingest } from './ingest';
import { KIND_EMPTY_LEFT, KIND_EMPTY_RIGHT, KIND_MEMBER } from './protocol';
import type { TreeNodeInput } from './tree-columns';

const node = (
  id: number,
  parent_id: number | null,
  position: 'L' | 'R' | null = null,
  extra: Partial<TreeNodeInput> = {},
): TreeNodeInput => ({ id, parent_id, position, status: 1, ...extra });

const childIds = (t: ReturnType<typeof ingest>, id: number) => {
  const out: number[] = [];
  for (let c = t.firstChild[t.indexOf(id)]!; c !== -1; c = t.nextSibling[c]!) {
    out.push(t.kind[c] === KIND_MEMBER ? t.ids[c]! : t.kind[c] === KIND_EMPTY_LEFT ? -1 : -2);
  }
  return out;
};

describe('ingest', () => {
  it('numbers nodes breadth-first: parents first, siblings contiguous, depths in runs', () => {
    const t = ingest(unilevelTree(3000, 5, 1), { mode: 'unilevel' });
    expect(t.count).toBe(3000);
    expect(t.parent[0]).toBe(-1);
    for (let i = 1; i < t.count; i++) {
      expect(t.parent[i]).toBeLessThan(i);
      expect(t.depth[i]).toBe(t.depth[t.parent[i]!]! + 1);
      expect(t.depth[i]).toBeGreaterThanOrEqual(t.depth[i - 1]!);
    }
    for (let i = 0; i < t.count; i++) {
      for (let c = t.firstChild[i]!; c !== -1; c = t.nextSibling[c]!) {
        expect(t.parent[c]).toBe(i);
        if (t.nextSibling[c] !== -1) expect(t.nextSibling[c]).toBe(c + 1);
      }
    }
    for (let i = 0; i < t.count; i++) expect(t.indexOf(t.ids[i]!)).toBe(i);
    expect(t.indexOf(999_999)).toBe(-1);
  });

  it('orders unilevel children by id whatever the input order', () => {
    const t = ingest([node(9, 1), node(1, null), node(4, 1), node(7, 1)], { mode: 'unilevel' });
    expect(childIds(t, 1)).toEqual([4, 7, 9]);
  });

  it('puts the left leg before the right one in binary mode', () => {
    const t = ingest([node(2, 1, 'R'), node(1, null), node(3, 1, 'L')], { mode: 'binary' });
    expect(childIds(t, 1)).toEqual([3, 2]);
  });

  it('adds empty slots where an active binary member can still take a child', () => {
    const t = ingest(
      [node(1, null, null, { child_count: 1 }), node(2, 1, 'R', { child_count: 0 })],
      { mode: 'binary' },
    );
    expect(childIds(t, 1)).toEqual([-1, 2]);
    expect(childIds(t, 2)).toEqual([-1, -2]);
    expect(t.count).toBe(5);
    const slot = t.firstChild[0]!;
    expect([t.kind[slot], t.ids[slot], t.source[slot], t.parent[slot]]).toEqual([
      KIND_EMPTY_LEFT,
      -1,
      -1,
      0,
    ]);
    expect(t.kind[t.firstChild[t.indexOf(2)]! + 1]).toBe(KIND_EMPTY_RIGHT);
  });

  it('adds no slot under blocked members, full legs, unilevel trees or unloaded children', () => {
    const blocked = ingest([node(1, null, null, { status: 0, child_count: 0 })], {
      mode: 'binary',
    });
    expect(blocked.count).toBe(1);
    const full = ingest([node(1, null), node(2, 1, 'L'), node(3, 1, 'R')], { mode: 'binary' });
    expect(childIds(full, 1)).toEqual([2, 3]);
    expect(ingest([node(1, null)], { mode: 'unilevel' }).count).toBe(1);
    // child_count 2 with one child loaded: the other leg may be taken beyond the window.
    const cut = ingest([node(1, null, null, { child_count: 2 }), node(2, 1, 'L')], {
      mode: 'binary',
    });
    expect(childIds(cut, 1)).toEqual([2]);
    expect(cut.hiddenChildren[0]).toBe(1);
  });

  it('keeps only what hangs under the root, first copy of a duplicated id', () => {
    const t = ingest(
      [node(1, null), node(2, 1), node(2, 99), node(3, 42), node(42, 3), node(4, 2)],
      { mode: 'unilevel' },
    );
    expect(Array.from(t.ids)).toEqual([1, 2, 4]);
  });

  it('starts at the given root and ignores what lies above it, even in a cycle', () => {
    const t = ingest([node(1, 3), node(2, 1), node(3, 2)], { mode: 'unilevel', rootId: 2 });
    expect(Array.from(t.ids)).toEqual([2, 3, 1]);
    expect(() => ingest([node(1, null)], { mode: 'unilevel', rootId: 5 })).toThrow(/root 5/);
  });

  it('gives the same tree for sparse ids (a Map) as for dense ones (a flat table)', () => {
    const big = 1e12;
    const t = ingest([node(big + 9, big), node(big, null), node(big + 4, big), node(5, big)], {
      mode: 'unilevel',
    });
    expect(Array.from(t.ids)).toEqual([big, 5, big + 4, big + 9]);
  });

  it('ingests a 100,000-deep chain', () => {
    const t = ingest(chainTree(100_000), { mode: 'unilevel' });
    expect(t.count).toBe(100_000);
    expect(t.depth[99_999]).toBe(99_999);
  });

  it('gives every active binary member exactly two children or slots when nothing is cut off', () => {
    const nodes = binaryTree(2000, 11);
    const t = ingest(nodes, { mode: 'binary' });
    for (let i = 0; i < t.count; i++) {
      if (t.kind[i] !== KIND_MEMBER) continue;
      let k = 0;
      for (let c = t.firstChild[i]!; c !== -1; c = t.nextSibling[c]!) k++;
      if (nodes[t.source[i]!]!.status === 1) expect(k).toBe(2);
    }
  });
});
