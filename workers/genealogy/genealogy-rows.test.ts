import { describe, expect, it } from 'vitest';
import { genealogyTableOf, RowSet } from './genealogy-rows';
import { readGenealogyPayload } from './payload';
import { RecordStreamReader } from './record-reader';
import { LEG_LEFT, LEG_NONE, LEG_RIGHT } from './tree-columns';

const member = (id: number, parent_id: number | null, position: 'L' | 'R' | null, extra = {}) => ({
  id,
  parent_id,
  position,
  status: 1,
  username: `user${id}`,
  first_name: `First${id}`,
  ...extra,
});

function tableOf(rows: unknown[]) {
  const reader = new RecordStreamReader('affiliates');
  reader.push(new TextEncoder().encode(JSON.stringify({ affiliates: rows })));
  return genealogyTableOf(reader.finish().records!);
}

/** A body that arrives a few bytes at a time, as a slow network delivers it. */
function trickle(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

describe('genealogy rows', () => {
  it('gathers the tree fields into columns without objects', () => {
    const rows = RowSet.of(
      tableOf([
        member(1, null, null, { child_count: 2 }),
        member(2, 1, 'L', { status: 0 }),
        member(3, 1, 'R', { child_count: null }),
      ]),
    );
    const c = rows.treeColumns();
    expect(Array.from(c.id)).toEqual([1, 2, 3]);
    expect(Number.isNaN(c.parentId[0])).toBe(true);
    expect(Array.from(c.parentId.subarray(1))).toEqual([1, 1]);
    expect(Array.from(c.leg)).toEqual([LEG_NONE, LEG_LEFT, LEG_RIGHT]);
    expect(Array.from(c.active)).toEqual([1, 0, 1]);
    // Unknown child counts (missing or null) read as -1.
    expect(Array.from(c.childCount)).toEqual([2, -1, -1]);
    expect(rows.node(1)).toEqual(member(2, 1, 'L', { status: 0 }));
  });

  it.each([
    [{ ...member(1, null, null), id: 1.5 }],
    [{ ...member(1, null, null), position: 'X' }],
    [{ ...member(1, null, null), position: 'LR' }],
    [{ ...member(1, null, null), username: 7 }],
    [{ ...member(1, null, null), parent_id: '1' }],
    [{ id: 1 }],
  ])('refuses a malformed affiliate: %j', (bad) => {
    expect(() => tableOf([member(5, null, null), bad])).toThrow(/Affiliate 1 .* malformed/);
  });

  it('merges an expansion by id, keeps the root in place and forgets replaced rows', () => {
    const base = RowSet.of(tableOf([member(1, null, null), member(2, 1, 'L'), member(3, 1, 'R')]));
    // The subtree answer of 3 puts it at the top (no parent) and renames it.
    const sub = tableOf([member(3, null, null, { username: 'Renamed' }), member(4, 3, 'L')]);
    const rows = base.upsert(sub, 3, { parent_id: 1, position: 'R' });
    expect(rows.length).toBe(4);
    const c = rows.treeColumns();
    const three = Array.from(c.id).indexOf(3);
    expect(c.parentId[three]).toBe(1);
    expect(c.leg[three]).toBe(LEG_RIGHT);
    expect(rows.node(three)).toMatchObject({
      id: 3,
      parent_id: 1,
      position: 'R',
      username: 'Renamed',
    });
    expect(rows.findUsername('renamed')).toBe(three);
    expect(rows.findUsername('user3')).toBe(-1);
    expect(rows.findUsername('USER4')).toBe(Array.from(c.id).indexOf(4));
    expect(rows.findUsername('  ')).toBe(-1);
  });

  it('drops the descendants of a member, deep chains included', () => {
    const chain = [member(1, null, null)];
    for (let id = 2; id <= 20_000; id++) chain.push(member(id, id - 1, null));
    const rows = RowSet.of(tableOf([...chain, member(30_000, 1, null)]));
    const kept = rows.withoutDescendants(2);
    expect(Array.from(kept.treeColumns().id)).toEqual([1, 2, 30_000]);
    expect(rows.withoutDescendants(99_999).length).toBe(rows.length);
  });
});

describe('readGenealogyPayload', () => {
  const payload = {
    affiliates: [member(1, null, null), member(2, 1, null, { first_name: 'Ñandú 🎉' })],
    genealogy: null,
    search_valid: true,
    parent_username: 'sponsor',
    max_levels: 4,
    max_width: 6,
    root_affiliate_id: 1,
  };

  it('reads a body that arrives a few bytes at a time', async () => {
    const read = await readGenealogyPayload(trickle(JSON.stringify(payload), 7));
    expect(read).toMatchObject({ parent_username: 'sponsor', max_levels: 4, max_width: 6 });
    expect(read.root_affiliate_id).toBe(1);
    expect(RowSet.of(read.affiliates).node(1)).toEqual(payload.affiliates[1]);
  });

  it.each([
    ['{"affiliates":[', /not valid JSON.*ends early/],
    ['<html>', /not valid JSON/],
    ['{"root_affiliate_id":1}', /no affiliates list/],
    ['{"affiliates":[]}', /no root id/],
  ])('explains what is wrong with %j', async (text, message) => {
    await expect(readGenealogyPayload(trickle(text, 3))).rejects.toThrow(message);
  });

  it('refuses a missing body', async () => {
    await expect(readGenealogyPayload(null)).rejects.toThrow(/empty/);
  });
});
