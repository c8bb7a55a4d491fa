import type { TableViewUser } from '@/api/network';

/**
 * One row of the tree table. Besides members there are status rows: they stand in for
 * the children of an expanded member while they load, or when loading them failed.
 */
export type MemberTreeRow =
  | { kind: 'member'; member: TableViewUser; children?: MemberTreeRow[] }
  | { kind: 'loading'; parentId: number }
  | { kind: 'error'; parentId: number; message: string };

/** Where the children of one expanded member stand (a react-query result, reduced). */
export type ChildrenState =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'success'; data: TableViewUser[] };

/** Row ids: members by id, status rows by their parent, so expansion survives reloads. */
export function rowIdOf(row: MemberTreeRow): string {
  return row.kind === 'member' ? String(row.member.id) : `${row.kind}:${row.parentId}`;
}

/** The member ids of the expanded state, in the order they were expanded. */
export function expandedMemberIds(expanded: true | Record<string, boolean>): number[] {
  if (expanded === true) return [];
  const ids: number[] = [];
  for (const [key, open] of Object.entries(expanded)) {
    const id = Number(key);
    if (open && Number.isInteger(id)) ids.push(id);
  }
  return ids;
}

/**
 * The front line with the children of every expanded member hung below it. It walks with
 * an explicit stack: a member can be expanded thousands of levels down.
 */
export function buildMemberTree(
  top: readonly TableViewUser[],
  childrenOf: (id: number) => ChildrenState | undefined,
): MemberTreeRow[] {
  const roots: MemberTreeRow[] = top.map((member) => ({ kind: 'member', member }));
  const stack = [...roots];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const row = stack.pop()!;
    if (row.kind !== 'member' || seen.has(row.member.id)) continue;
    // A member listed twice (a changing tree between two calls) is expanded once only.
    seen.add(row.member.id);
    const state = childrenOf(row.member.id);
    if (state === undefined) continue;
    if (state.status === 'pending') row.children = [{ kind: 'loading', parentId: row.member.id }];
    else if (state.status === 'error')
      row.children = [{ kind: 'error', parentId: row.member.id, message: state.message }];
    else {
      row.children = state.data.map((member) => ({ kind: 'member', member }));
      stack.push(...row.children);
    }
  }
  return roots;
}
