import { describe, expect, it } from 'vitest';
import { affiliate } from './affiliate-fixture';
import { computeLayout, type ComputedLayout } from './layout-engine';
import { readOrgStream } from './org-stream';
import { OrgTable } from './org-table';
import { defaultViewOptions } from './session';
import { layoutKey, reopenLayout } from './stored-layout';
import { streamOf } from './stream-fixture';

// The layout kept with the browser copy (decision 050, amendment) must give back exactly
// the layout the tidy tree gives the same table, or nothing.

/** A tree of `n` members in stream (breadth-first) order, some on legs, some not. */
function members(n: number, binary: boolean) {
  const list = [affiliate(1, null, null, 0)];
  // Deterministic: each member's parent is an earlier member, at most two legs each.
  const legs = new Map<number, number>();
  let seed = 7;
  for (let id = 2; id <= n; id++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    let parent = 1 + (seed % Math.max(1, Math.floor((id - 1) / 2)));
    while (binary && (legs.get(parent) ?? 0) >= 2) parent++;
    const taken = legs.get(parent) ?? 0;
    legs.set(parent, taken + 1);
    list.push(affiliate(id, parent, binary ? (taken === 0 ? 'L' : 'R') : null, 0));
  }
  // Parents first, as the stream sends them.
  const depth = new Map<number, number>([[1, 0]]);
  for (const m of list) if (m.parent_id !== null) depth.set(m.id, depth.get(m.parent_id)! + 1);
  return list.sort((a, b) => depth.get(a.id)! - depth.get(b.id)! || a.id - b.id);
}

async function tableOf(n: number, binary: boolean) {
  const table = new OrgTable();
  await readOrgStream(new Blob([streamOf(members(n, binary))]).stream(), table, () => {});
  return table;
}

const arraysOf = ({ layout }: ComputedLayout) => ({
  count: layout.count,
  ids: Array.from(layout.ids),
  x: Array.from(layout.x),
  y: Array.from(layout.y),
  depth: Array.from(layout.depth),
  parent: Array.from(layout.parent),
  firstChild: Array.from(layout.firstChild),
  nextSibling: Array.from(layout.nextSibling),
  kind: Array.from(layout.kind),
  hiddenChildren: Array.from(layout.hiddenChildren),
  bounds: layout.bounds,
  index: {
    x: Array.from(layout.index.x),
    rowY: Array.from(layout.index.rowY),
    rowStart: Array.from(layout.index.rowStart),
    items: Array.from(layout.index.items),
  },
});

describe('reopenLayout', () => {
  for (const binary of [true, false]) {
    it(`gives back the fresh layout of the same table (${binary ? 'binary' : 'unilevel'})`, async () => {
      const table = await tableOf(3000, binary);
      const options = {
        ...defaultViewOptions,
        mode: binary ? 'binary' : 'unilevel',
        rootId: 1,
      } as const;
      const fresh = computeLayout(table.treeColumns(false), options);
      const stored = { key: layoutKey('v', options), source: fresh.tree.source, x: fresh.layout.x };
      const reopened = reopenLayout(table, stored, options)!;
      expect(arraysOf(reopened)).toEqual(arraysOf(fresh));
      for (const id of [1, 2, 1500, 3000, 3001])
        expect(reopened.tree.indexOf(id)).toBe(fresh.tree.indexOf(id));
      for (let r = 0; r < table.length; r += 97)
        expect(reopened.tree.indexOfInput(r)).toBe(fresh.tree.indexOfInput(r));
    });
  }

  it('refuses a geometry that is not a layout of the table', async () => {
    const table = await tableOf(200, true);
    const options = { ...defaultViewOptions, mode: 'binary', rootId: 1 } as const;
    const { tree, layout } = computeLayout(table.treeColumns(false), options);
    const key = layoutKey('v', options);
    const swapped = tree.source.slice();
    [swapped[1], swapped[5]] = [swapped[5]!, swapped[1]!];
    const twice = tree.source.slice();
    twice[7] = twice[6]!;
    for (const [source, x] of [
      [tree.source.slice(0, 50), layout.x],
      [swapped, layout.x],
      [twice, layout.x],
      [tree.source, layout.x.slice().reverse()],
    ] as const)
      expect(reopenLayout(table, { key, source, x }, options)).toBeNull();
    expect(
      reopenLayout(table, { key, source: tree.source, x: layout.x }, { ...options, rootId: 2 }),
    ).toBeNull();
  });
});
