import { describe, expect, it } from 'vitest';
import type { TableViewUser } from '@/api/network';
import {
  buildMemberTree,
  expandedMemberIds,
  rowIdOf,
  type ChildrenState,
  type MemberTreeRow,
} from './member-tree';

const member = (id: number, children = 0): TableViewUser => ({
  id,
  parentId: null,
  status: 1,
  username: `m${id}`,
  avatar: null,
  createdAt: '2024-01-01T00:00:00Z',
  firstName: `First${id}`,
  lastName: null,
  level: 1,
  totalEarnings: '0',
  downlinesCount: children,
  children,
});

const ids = (rows: MemberTreeRow[] | undefined) => (rows ?? []).map(rowIdOf);
const childrenOfRow = (row: MemberTreeRow | undefined) =>
  row?.kind === 'member' ? row.children : undefined;

describe('buildMemberTree', () => {
  it('lists the front line as it came, with nothing below a member not expanded', () => {
    const rows = buildMemberTree([member(1, 2), member(2)], () => undefined);
    expect(ids(rows)).toEqual(['1', '2']);
    expect(childrenOfRow(rows[0])).toBeUndefined();
  });

  it('hangs loaded children under their member, level after level', () => {
    const states = new Map<number, ChildrenState>([
      [1, { status: 'success', data: [member(10, 1), member(11)] }],
      [10, { status: 'success', data: [member(100)] }],
    ]);
    const rows = buildMemberTree([member(1, 2), member(2)], (id) => states.get(id));
    expect(ids(childrenOfRow(rows[0]))).toEqual(['10', '11']);
    expect(ids(childrenOfRow(childrenOfRow(rows[0])?.[0]))).toEqual(['100']);
    expect(childrenOfRow(rows[1])).toBeUndefined();
  });

  it('puts a loading row, then an error row with the reason, under a member whose children are not in', () => {
    const loading = buildMemberTree([member(1, 3)], () => ({ status: 'pending' }));
    expect(childrenOfRow(loading[0])).toEqual([{ kind: 'loading', parentId: 1 }]);
    const failed = buildMemberTree([member(1, 3)], () => ({ status: 'error', message: 'boom' }));
    expect(childrenOfRow(failed[0])).toEqual([{ kind: 'error', parentId: 1, message: 'boom' }]);
    expect(ids(childrenOfRow(failed[0]))).toEqual(['error:1']);
  });

  it('walks a 20,000-level expansion without recursion', () => {
    const depth = 20_000;
    const rows = buildMemberTree([member(1, 1)], (id) =>
      id < depth ? { status: 'success', data: [member(id + 1, 1)] } : undefined,
    );
    let row: MemberTreeRow | undefined = rows[0];
    let levels = 0;
    while (row) {
      levels++;
      row = childrenOfRow(row)?.[0];
    }
    expect(levels).toBe(depth);
  });

  it('expands a member listed twice only once, so a changing tree cannot loop', () => {
    const rows = buildMemberTree([member(1, 1)], () => ({
      status: 'success',
      data: [member(1, 1)],
    }));
    expect(ids(childrenOfRow(rows[0]))).toEqual(['1']);
    expect(childrenOfRow(childrenOfRow(rows[0])?.[0])).toBeUndefined();
  });
});

describe('expandedMemberIds', () => {
  it('keeps the open member ids and skips closed ones and status rows', () => {
    expect(expandedMemberIds({ '5': true, '7': false, 'error:3': true, '12': true })).toEqual([
      5, 12,
    ]);
  });

  it('reads "everything expanded" as no ids, since we never load a whole downline at once', () => {
    expect(expandedMemberIds(true)).toEqual([]);
  });
});
