import { gunzipSync } from 'node:zlib';
import { tableFromIPC, type Table } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  positionCode,
  streamColumns as col,
  streamMetadata as meta,
} from '../../contract/genealogy-stream';
import { SnapshotCache, snapshotCacheOf } from '../../server/network/genealogy-snapshot-service';
import type { StreamRow } from '../../server/network/genealogy-stream-repo';
import { reverseOrder } from '../../server/sales/reverse-order-service';
import { createTestApp, type TestApp } from './app-fixture';
import { applyEngineSettings, buy, insertPackage, place } from './engine-fixture';
import { dbLabel } from './test-db';

/** One member as the stream carries it, comparable with the same read from SQL. */
type Wire = {
  id: number;
  parent: number | null;
  position: number;
  status: number;
  rank: number | null;
  pv: number;
  tv: number;
  joined: number;
  counts: [number, number, number];
  active: boolean;
  names: [string, string, string | null];
};

function members(table: Table): Wire[] {
  const get = (name: string, i: number) => table.getChild(name)!.get(i) as unknown;
  return Array.from({ length: table.numRows }, (_, i) => ({
    id: Number(get(col.id, i)),
    parent: get(col.parentId, i) === null ? null : Number(get(col.parentId, i)),
    position: get(col.position, i) as number,
    status: get(col.status, i) as number,
    rank: get(col.rankId, i) as number | null,
    pv: get(col.pv, i) as number,
    tv: get(col.tv, i) as number,
    joined: (get(col.joined, i) as number) / 86_400_000,
    counts: [
      get(col.leftCount, i) as number,
      get(col.rightCount, i) as number,
      get(col.downlineCount, i) as number,
    ],
    active: get(col.active, i) as boolean,
    names: [
      get(col.username, i) as string,
      get(col.firstName, i) as string,
      get(col.lastName, i) as string | null,
    ],
  }));
}

describe(`the tree snapshot behind the stream on ${dbLabel}`, () => {
  let t: TestApp;
  let token: string;
  let demo: { id: number; path: string };

  /** A fresh read of demo's subtree, straight from the members table, in tree order. */
  const freshRead = async (): Promise<Wire[]> => {
    const rows = await t.db.query<StreamRow>(
      `SELECT id, parent_id, position, status, rank_id, pv::float8 AS pv, tv::float8 AS tv,
              (joined_at AT TIME ZONE 'UTC')::date - DATE '1970-01-01' AS joined,
              left_count, right_count, downline_count,
              (status = 1 AND active_until IS NOT NULL AND active_until > now()) AS active,
              username, first_name, last_name
         FROM members WHERE path >= $1 AND path < $1 || '~' ORDER BY depth, path`,
      [demo.path],
    );
    return rows.map((r) => ({
      id: r.id,
      parent: r.parent_id,
      position: r.position === null ? positionCode.none : positionCode[r.position],
      status: r.status,
      rank: r.rank_id,
      pv: r.pv,
      tv: r.tv,
      joined: Number(r.joined),
      counts: [r.left_count, r.right_count, r.downline_count],
      active: r.active,
      names: [r.username, r.first_name, r.last_name],
    }));
  };

  const stream = async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/network/genealogy_stream',
      token,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    const table = tableFromIPC(gunzipSync(res.rawPayload));
    return {
      table,
      members: members(table),
      asOf: table.schema.metadata.get(meta.asOf),
      total: Number(table.schema.metadata.get(meta.total)),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(120, { streamChunkRows: 16 });
    await applyEngineSettings(t.db);
    token = await t.loginAs('demo');
    const rows = await t.db.query<{ id: number; path: string }>(
      "SELECT id, path FROM members WHERE username = 'demo'",
    );
    demo = rows[0]!;
  });
  afterAll(async () => {
    await t.close();
  });

  it('says when its figures were read, within the bound', async () => {
    expect(t.config.streamSnapshotMaxAgeMs).toBe(60_000);
    const before = Date.now();
    const { asOf, members: got, total } = await stream();
    expect(asOf).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const age = Date.now() - Date.parse(asOf!);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThanOrEqual(t.config.streamSnapshotMaxAgeMs);
    // Read for this stream (nothing was cached), so no earlier than the call, give or take
    // the clocks of the database and this process.
    expect(Date.parse(asOf!)).toBeGreaterThan(before - 5_000);
    expect(got).toEqual(await freshRead());
    expect(total).toBe(got.length);
  });

  it('after an order, a signup and a cancellation, refreshed, equals a fresh read', async () => {
    const first = await stream();
    const pkg = await insertPackage(t.db, {
      sku: 'SNAP-100',
      priceMinor: 10_000,
      bv: 100,
      direct: 10,
      roi: 0,
    });
    // A signup below demo, who then orders: counts and team volume change up the tree.
    const joined = await place(t.db, 'snap_joiner', demo.id);
    await buy(t.db, joined, pkg, new Date());
    // Another signup whose order is cancelled: its volume comes off again.
    const cancelled = await place(t.db, 'snap_cancel', demo.id);
    const at = new Date();
    const order = await buy(t.db, cancelled, pkg, at);
    const [{ path } = { path: '' }] = await t.db.query<{ path: string }>(
      'SELECT path FROM members WHERE id = $1',
      [cancelled],
    );
    await t.db.transaction((tx) =>
      reverseOrder(tx, {
        orderId: order,
        invoiceNo: `INV-${String(order).padStart(6, '0')}`,
        reason: 'sale_cancelled',
        buyerId: cancelled,
        buyerPath: path,
        bv: '100.00',
        cv: '50.00',
        at,
      }),
    );
    const fresh = await freshRead();
    expect(fresh.map((m) => m.id)).toContain(joined);

    // Within the bound the snapshot still answers, as of its instant: the joiner is not in it.
    const stale = await stream();
    expect(stale.asOf).toBe(first.asOf);
    expect(stale.members).toEqual(first.members);
    expect(stale.members.map((m) => m.id)).not.toContain(joined);

    await snapshotCacheOf(t.db, t.config.streamSnapshotMaxAgeMs).refresh();
    const refreshed = await stream();
    expect(Date.parse(refreshed.asOf!)).toBeGreaterThanOrEqual(Date.parse(first.asOf!));
    // Same members, same order, same figures.
    expect(refreshed.members).toEqual(fresh);
    expect(refreshed.total).toBe(fresh.length);
    const tv = (w: Wire[]) => w.find((m) => m.id === demo.id)!.tv;
    expect(tv(refreshed.members)).toBeGreaterThan(tv(first.members));
  });

  it('refreshes past half the bound and never serves past it', async () => {
    let offset = 0;
    const bound = 60_000;
    const cache = new SnapshotCache(t.db, bound, () => Date.now() + offset);
    const a = await cache.get();
    expect(await cache.get()).toBe(a);

    const joiner = await place(t.db, 'snap_late', demo.id);
    // Past half the bound: still served, and read again behind it.
    offset = bound * 0.75;
    expect(await cache.get()).toBe(a);
    const b = await cache.refresh();
    expect(b).not.toBe(a);
    expect(b.rowOf[joiner]).toBeGreaterThanOrEqual(0);

    // Past the bound: never served; the request waits for a new read.
    offset = bound * 3;
    const c = await cache.get();
    expect(c).not.toBe(b);
    expect(c.asOf.getTime()).toBeGreaterThanOrEqual(b.asOf.getTime());
  });
});
