/**
 * Building the visible genealogy from the flat rows of one depth-bounded subtree query.
 * Iterative on purpose: a deep tree must not grow the call stack, on the server or in the
 * worker that may reuse this.
 */

export type TreeRow = {
  id: number;
  parentId: number | null;
  position: 'L' | 'R' | null;
  /** Levels below the viewed root; the root is 0. */
  level: number;
};

export type TreeNode<R extends TreeRow> = { row: R; children: TreeNode<R>[] };

export type VisibleTree<R extends TreeRow> = {
  /** The kept rows, level by level, siblings left before right, then by id. */
  rows: R[];
  root: TreeNode<R> | null;
};

const positionOrder = (p: 'L' | 'R' | null) => (p === 'L' ? 0 : p === 'R' ? 1 : 2);

function compareSiblings(a: TreeRow, b: TreeRow): number {
  return a.level - b.level || positionOrder(a.position) - positionOrder(b.position) || a.id - b.id;
}

/**
 * Keeps the root (level 0), then every row whose parent was kept and still has room: at most
 * `maxWidth` children per node and nothing below `maxLevels`. Rows cut for width take their
 * whole subtree with them, so the flat list and the nested tree always hold the same nodes.
 */
export function buildVisibleTree<R extends TreeRow>(
  input: readonly R[],
  limits: { maxLevels: number; maxWidth: number },
): VisibleTree<R> {
  const sorted = [...input].sort(compareSiblings);
  const kept = new Map<number, TreeNode<R>>();
  const rows: R[] = [];
  let root: TreeNode<R> | null = null;
  for (const row of sorted) {
    if (row.level > limits.maxLevels) continue;
    if (row.level === 0) {
      if (root) continue;
      root = { row, children: [] };
      kept.set(row.id, root);
      rows.push(row);
      continue;
    }
    const parent = row.parentId === null ? undefined : kept.get(row.parentId);
    if (!parent || parent.row.level !== row.level - 1) continue;
    if (parent.children.length >= limits.maxWidth) continue;
    const node: TreeNode<R> = { row, children: [] };
    parent.children.push(node);
    kept.set(row.id, node);
    rows.push(row);
  }
  return { rows, root };
}

/**
 * Maps a tree to another shape without recursion: children are mapped before their parent
 * (post-order), so `map` receives its children already converted.
 */
export function mapTree<R extends TreeRow, T>(
  root: TreeNode<R>,
  map: (row: R, children: T[]) => T,
): T {
  const order: TreeNode<R>[] = [];
  const stack: TreeNode<R>[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode<R>;
    order.push(node);
    for (const child of node.children) stack.push(child);
  }
  const done = new Map<TreeNode<R>, T>();
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i] as TreeNode<R>;
    done.set(
      node,
      map(
        node.row,
        node.children.map((c) => done.get(c) as T),
      ),
    );
  }
  return done.get(root) as T;
}
