import type { DataType, RecordBatch } from 'apache-arrow';
import {
  Bool,
  DateDay,
  Dictionary,
  Field,
  Float64,
  Int32,
  Schema,
  Table,
  Uint16,
  Uint32,
  Uint8,
  Utf8,
  vectorFromArray,
} from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { streamColumns as col, streamMetadata as meta } from '../../contract/genealogy-stream';
import { appendBatch, headerOf } from './org-stream';
import { OrgTable } from './org-table';
import { shouldRelayout } from './session';

type Row = {
  id: number;
  parent: number | null;
  leg: number;
  rank: number | null;
  username: string;
  first: string;
  last: string | null;
  active: boolean;
};

const DAY = 86_400_000;

/** One record batch of the stream's columns, as the server writes them. */
function batchOf(rows: Row[]): RecordBatch {
  const text = () => new Dictionary(new Utf8(), new Int32());
  /** One column of the batch: each row's value, as the given Arrow type. */
  const column = (type: DataType, value: (r: Row) => unknown) =>
    vectorFromArray(rows.map(value), type);
  const table = new Table({
    [col.id]: column(new Uint32(), (r) => r.id),
    [col.parentId]: column(new Uint32(), (r) => r.parent),
    [col.position]: column(new Uint8(), (r) => r.leg),
    [col.status]: column(new Uint8(), () => 1),
    [col.rankId]: column(new Uint16(), (r) => r.rank),
    [col.pv]: column(new Float64(), (r) => r.id * 1.5),
    [col.tv]: column(new Float64(), (r) => r.id * 10),
    [col.joined]: column(new DateDay(), (r) => new Date((20_000 + r.id) * DAY)),
    [col.leftCount]: column(new Uint32(), () => 3),
    [col.rightCount]: column(new Uint32(), () => 4),
    [col.downlineCount]: column(new Uint32(), () => 7),
    [col.active]: column(new Bool(), (r) => r.active),
    [col.username]: column(text(), (r) => r.username),
    [col.firstName]: column(text(), (r) => r.first),
    [col.lastName]: column(text(), (r) => r.last),
  });
  return table.batches[0]!;
}

/** A window's batch: the stream's columns, then child counts and avatars (null past the list). */
function windowBatchOf(rows: Row[], childCounts: number[], avatars: string[]): RecordBatch {
  const base = batchOf(rows);
  const text = new Dictionary(new Utf8(), new Int32());
  const table = new Table({
    ...Object.fromEntries(base.schema.fields.map((f) => [f.name, base.getChild(f.name)!])),
    [col.childCount]: vectorFromArray(childCounts, new Uint32()),
    [col.avatar]: vectorFromArray(
      rows.map((_, i) => avatars[i] ?? null),
      text,
    ),
  });
  return table.batches[0]!;
}

const row = (id: number, parent: number | null, extra: Partial<Row> = {}): Row => ({
  id,
  parent,
  leg: parent === null ? 2 : id % 2,
  rank: id % 3 === 0 ? null : id % 3,
  username: `user${id}`,
  first: id % 2 ? 'Ana' : 'Luis',
  last: id % 5 === 0 ? null : 'García',
  active: id % 2 === 0,
  ...extra,
});

describe('reading the organisation stream', () => {
  it('keeps every column of every batch, parents before children, nulls as nulls', () => {
    const t = new OrgTable();
    appendBatch(t, batchOf([row(10, 4), row(11, 10), row(12, 10)]));
    appendBatch(t, batchOf([row(13, 11), row(15, 12), row(20, 13, { username: 'Ñandú' })]));
    expect(t.length).toBe(6);
    expect([...t.id.subarray(0, 6)]).toEqual([10, 11, 12, 13, 15, 20]);
    // The first row is the root, whatever parent it names (outside the stream).
    expect([...t.parentRow.subarray(0, 6)]).toEqual([-1, 0, 0, 1, 2, 3]);
    expect([...t.depth.subarray(0, 6)]).toEqual([0, 1, 1, 2, 2, 3]);
    expect(t.rank[2]).toBe(0); // id 12: no rank
    expect(t.rank[3]).toBe(1);
    expect(t.pv[5]).toBe(30);
    expect(t.joined[5]).toBe(20_020);
    expect(t.active[0]).toBe(1);
    expect(t.active[1]).toBe(0);
    expect(t.leftCount[4]).toBe(3);
    expect(t.fullName(0)).toBe('Luis');
    expect(t.fullName(1)).toBe('Ana García');
    expect(t.username(5)).toBe('Ñandú');
    expect(t.rowOf(15)).toBe(4);
    expect(t.rowOf(99)).toBe(-1);
    expect(t.findUsername('ñANDÚ')).toBe(5);
    expect(t.findUsername('USER13')).toBe(3);
    // Names are kept once each, however many members share them.
    expect(t.names.length).toBe(3);
  });

  it('reads a window’s child counts and avatars, and updates members it holds in place', () => {
    const t = new OrgTable();
    appendBatch(t, windowBatchOf([row(1, null), row(2, 1), row(3, 1)], [2, 1, 0], ['/a/1.png']));
    expect([...t.childCount.subarray(0, 3)]).toEqual([2, 1, 0]);
    expect(t.names[t.avatar[0]!]).toBe('/a/1.png');
    expect(t.avatar[1]).toBe(-1);
    // A window rooted at 2 (its leg left out, as a subtree's root comes): 2 keeps its row,
    // parent and leg, takes the new figures; its child is appended below it.
    const leg = t.leg[1];
    appendBatch(t, windowBatchOf([row(2, 1, { leg: 2, first: 'Eva' }), row(4, 2)], [1, 0], []));
    expect(t.length).toBe(4);
    expect([...t.parentRow.subarray(0, 4)]).toEqual([-1, 0, 0, 1]);
    expect(t.leg[1]).toBe(leg);
    expect(t.fullName(1)).toBe('Eva García');
    expect(t.depth[3]).toBe(2);
    // Without a subtree: a new table, rows in order, ids found again.
    const cut = t.without(Uint8Array.from([0, 0, 1, 0]));
    expect([...cut.id.subarray(0, cut.length)]).toEqual([1, 2, 4]);
    expect([...cut.parentRow.subarray(0, 3)]).toEqual([-1, 0, 1]);
    expect(cut.rowOf(4)).toBe(2);
    expect(cut.rowOf(3)).toBe(-1);
    expect(cut.username(2)).toBe('user4');
    expect(cut.names[cut.avatar[0]!]).toBe('/a/1.png');
    expect(cut.childCount[1]).toBe(1);
  });

  it('refuses a member that comes before its parent', () => {
    const t = new OrgTable();
    appendBatch(t, batchOf([row(1, null)]));
    expect(() => appendBatch(t, batchOf([row(3, 2)]))).toThrow(/before its parent/);
  });

  it('reads the header from the schema, and refuses one without a total', () => {
    const fields = [new Field('id', new Uint32())];
    const ranks = JSON.stringify([{ id: 2, name: 'Gold' }, { id: 'x' }]);
    const schema = new Schema(
      fields,
      new Map([
        [meta.total, '42'],
        [meta.rootId, '7'],
        [meta.today, '20500'],
        [meta.ranks, ranks],
      ]),
    );
    expect(headerOf(schema)).toEqual({
      total: 42,
      rootId: 7,
      today: 20_500,
      parentUsername: null,
      ranks: [{ id: 2, name: 'Gold' }],
      // The whole subtree, not a window.
      window: null,
      // Read live for this stream: no snapshot time.
      asOf: null,
      // No snapshot version, and not an answer to `since` (decision 049).
      version: null,
      changesSince: null,
      sinceIgnored: null,
    });
    const withVersion = new Map([
      ...schema.metadata,
      [meta.version, '7-5.100.200'],
      [meta.changesSince, '7-5.90.150'],
    ]);
    expect(headerOf(new Schema(fields, withVersion))).toMatchObject({
      version: '7-5.100.200',
      changesSince: '7-5.90.150',
      sinceIgnored: null,
    });
    const windowed = new Map([...schema.metadata, [meta.maxLevels, '4'], [meta.maxWidth, '9']]);
    expect(headerOf(new Schema(fields, windowed)).window).toEqual({ maxLevels: 4, maxWidth: 9 });
    // From the server's tree snapshot (decision 048): when its figures were read.
    const at = '2026-11-28T06:21:05.000Z';
    const withAsOf = (value: string) =>
      headerOf(new Schema(fields, new Map([...schema.metadata, [meta.asOf, value]]))).asOf;
    expect(withAsOf(at)).toBe(Date.parse(at));
    expect(withAsOf('yesterday-ish')).toBeNull();
    expect(() => headerOf(new Schema(fields, new Map([[meta.rootId, '7']])))).toThrow(
      /total_members/,
    );
  });

  it('lays a growing tree out again each time it has doubled', () => {
    expect(shouldRelayout(1024, 0)).toBe(true);
    expect(shouldRelayout(0, 0)).toBe(false);
    expect(shouldRelayout(2047, 1024)).toBe(false);
    expect(shouldRelayout(2048, 1024)).toBe(true);
    // A million members in batches of 8,192: about two full layouts of work in all.
    let laidOut = 0;
    let work = 0;
    for (let loaded = 1024; loaded <= 1_000_000; loaded += 8192)
      if (shouldRelayout(loaded, laidOut)) {
        work += loaded;
        laidOut = loaded;
      }
    expect(work).toBeLessThan(2 * 1_000_000);
    // With the total known, nothing is laid out between half of it and the complete tree.
    expect(shouldRelayout(300_000, 262_144, 1_000_000)).toBe(false);
    expect(shouldRelayout(524_288, 262_144, 1_000_000)).toBe(false);
    expect(shouldRelayout(262_144, 131_072, 1_000_000)).toBe(true);
    laidOut = 0;
    work = 0;
    for (let loaded = 1024; loaded <= 1_000_000; loaded += 8192)
      if (shouldRelayout(loaded, laidOut, 1_000_000)) {
        work += loaded;
        laidOut = loaded;
      }
    expect(laidOut).toBeLessThanOrEqual(500_000);
    expect(work + 1_000_000).toBeLessThan(1.6 * 1_000_000);
  });
});
