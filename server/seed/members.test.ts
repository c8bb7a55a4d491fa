import { describe, expect, it } from 'vitest';
import { buildMembers, idsInPathOrder, pathOf } from './members';

describe('idsInPathOrder', () => {
  it('lists every member once, in the order their materialised paths sort', () => {
    const members = buildMembers(3000, 11, Date.UTC(2026, 0, 1));
    const order = idsInPathOrder(members);
    const byPath = Array.from({ length: members.length - 1 }, (_, i) => i + 1).sort((a, b) =>
      pathOf(members, a) < pathOf(members, b) ? -1 : 1,
    );
    expect(order).toEqual(byPath);
    expect(order.length).toBeGreaterThan(3000);
  });

  it('puts every parent before its children', () => {
    const members = buildMembers(500, 3, Date.UTC(2026, 0, 1));
    const seen = new Set<number>();
    for (const id of idsInPathOrder(members)) {
      const parent = members[id]!.parentId;
      if (parent !== null) expect(seen.has(parent)).toBe(true);
      seen.add(id);
    }
  });
});
