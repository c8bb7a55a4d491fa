import { describe, expect, it } from 'vitest';
import { buildVisibleTree, mapTree, type TreeRow } from './genealogy-tree';

const row = (
  id: number,
  parentId: number | null,
  level: number,
  position: 'L' | 'R' | null = null,
): TreeRow => ({
  id,
  parentId,
  position,
  level,
});

type Named = { id: number; children: Named[] };
const shape = (tree: ReturnType<typeof buildVisibleTree<TreeRow>>): Named | null =>
  tree.root ? mapTree<TreeRow, Named>(tree.root, (r, children) => ({ id: r.id, children })) : null;

describe('buildVisibleTree', () => {
  it('nests rows given in any order under the root, left leg before right', () => {
    const rows = [
      row(5, 2, 2, 'R'),
      row(3, 1, 1, 'R'),
      row(1, 9, 0, 'L'),
      row(2, 1, 1, 'L'),
      row(4, 2, 2, 'L'),
    ];
    const tree = buildVisibleTree(rows, { maxLevels: 4, maxWidth: 2 });
    expect(shape(tree)).toEqual({
      id: 1,
      children: [
        {
          id: 2,
          children: [
            { id: 4, children: [] },
            { id: 5, children: [] },
          ],
        },
        { id: 3, children: [] },
      ],
    });
    expect(tree.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('cuts siblings beyond the width together with their whole subtree', () => {
    const rows = [
      row(1, null, 0),
      row(2, 1, 1),
      row(3, 1, 1),
      row(4, 1, 1),
      row(5, 4, 2),
      row(6, 2, 2),
    ];
    const tree = buildVisibleTree(rows, { maxLevels: 5, maxWidth: 2 });
    expect(tree.rows.map((r) => r.id)).toEqual([1, 2, 3, 6]);
    expect(shape(tree)?.children.map((c) => c.id)).toEqual([2, 3]);
  });

  it('drops rows below the level limit and rows whose parent is missing', () => {
    const rows = [row(1, null, 0), row(2, 1, 1), row(3, 2, 2), row(4, 99, 2)];
    const tree = buildVisibleTree(rows, { maxLevels: 1, maxWidth: 3 });
    expect(tree.rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('keeps the flat list and the nested tree to the same nodes', () => {
    const rows: TreeRow[] = [row(1, null, 0)];
    for (let id = 2; id <= 200; id++) rows.push(row(id, Math.floor(id / 3) || 1, 0));
    // Levels follow the parent chain.
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows.slice(1)) r.level = (byId.get(r.parentId as number)?.level ?? 0) + 1;
    const tree = buildVisibleTree(rows, { maxLevels: 3, maxWidth: 2 });
    const nested: number[] = [];
    const stack = tree.root ? [tree.root] : [];
    while (stack.length > 0) {
      const n = stack.pop()!;
      nested.push(n.row.id);
      stack.push(...n.children);
    }
    expect(nested.sort((a, b) => a - b)).toEqual(tree.rows.map((r) => r.id).sort((a, b) => a - b));
  });

  it('maps a very deep chain without exhausting the stack', () => {
    const rows: TreeRow[] = [];
    for (let id = 1; id <= 50_000; id++) rows.push(row(id, id === 1 ? null : id - 1, id - 1, 'L'));
    const tree = buildVisibleTree(rows, { maxLevels: 60_000, maxWidth: 2 });
    const depth = mapTree<TreeRow, number>(tree.root!, (_r, children) => (children[0] ?? -1) + 1);
    expect(depth).toBe(49_999);
  });

  it('has no tree without a root row', () => {
    expect(buildVisibleTree([row(2, 1, 1)], { maxLevels: 3, maxWidth: 2 }).root).toBeNull();
  });
});
