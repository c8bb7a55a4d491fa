import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SnapshotCache, snapshotCacheOf } from '../../server/network/genealogy-snapshot-service';
import { createTestApp, type TestApp } from './app-fixture';
import { applyEngineSettings, buy, insertPackage, place } from './engine-fixture';
import { cancelledSignup, readSubtreeSql, streamOf, type Wire } from './genealogy-snapshot-fixture';
import { dbLabel } from './test-db';

describe(`the tree snapshot behind the stream on ${dbLabel}`, () => {
  let t: TestApp;
  let token: string;
  let demo: { id: number; path: string };

  const freshRead = () => readSubtreeSql(t.db, demo.path);
  const stream = () => streamOf(t, token);

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
    await cancelledSignup(t.db, 'snap_cancel', demo.id, pkg);
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

    // Past the bound: never served; the request waits for a new read, which has the member
    // who joined since.
    const later = await place(t.db, 'snap_later', demo.id);
    offset = bound * 3;
    const c = await cache.get();
    expect(c.rowOf[later]).toBeGreaterThanOrEqual(0);
  });
});
