import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/connection';
import { SnapshotCache, snapshotCacheOf } from '../../server/network/genealogy-snapshot-service';
import { createTestApp, type TestApp } from './app-fixture';
import { place } from './engine-fixture';
import { readSubtreeSql, streamOf } from './genealogy-snapshot-fixture';
import { dbLabel } from './test-db';

// The snapshot kept warm from start-up (decision 049, amendment): read before any request,
// shared with the requests that come while it is read, refreshed from the changes on a timer.
describe(`the tree snapshot kept warm on ${dbLabel}`, () => {
  let t: TestApp;
  let token: string;
  let demo: { id: number; path: string };
  const stops: (() => void)[] = [];
  const failOnError = (error: unknown) => {
    throw error;
  };

  beforeAll(async () => {
    t = await createTestApp(120, { streamChunkRows: 16 });
    token = await t.loginAs('demo');
    const rows = await t.db.query<{ id: number; path: string }>(
      "SELECT id, path FROM members WHERE username = 'demo'",
    );
    demo = rows[0]!;
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await t.close();
  });

  it('is read before the first request, which it answers as a fresh read would', async () => {
    const warm = snapshotCacheOf(t.db, t.config.streamSnapshotMaxAgeMs).keepWarm(failOnError);
    stops.push(warm.stop);
    const ready = await warm.ready;
    expect(ready).not.toBeNull();
    const first = await streamOf(t, token);
    // Served from the start-up read, not from a read of its own.
    expect(first.asOf).toBe(ready!.asOf.toISOString());
    expect(first.members).toEqual(await readSubtreeSql(t.db, demo.path));
    expect(first.total).toBe(first.members.length);
  });

  it('shares its first read with the requests made while it is read', async () => {
    const cache = new SnapshotCache(t.db, 60_000);
    const warm = cache.keepWarm(failOnError);
    stops.push(warm.stop);
    const [asked, ready] = await Promise.all([cache.get(), warm.ready]);
    expect(asked).toBe(ready);
    expect(cache.last).toEqual({ kind: 'full', members: ready!.length });
  });

  it('takes in a member who joined on its next tick, from the changes, with no request', async () => {
    const cache = new SnapshotCache(t.db, 60_000);
    const warm = cache.keepWarm(failOnError, 50);
    stops.push(warm.stop);
    const first = (await warm.ready)!;
    const joiner = await place(t.db, 'warm_joiner', demo.id);
    expect(first.rowOf[joiner] ?? -1).toBe(-1);
    await vi.waitFor(() => expect(cache.last?.kind).toBe('reordered'), { timeout: 20_000 });
    const now = await cache.get();
    expect(now.rowOf[joiner]).toBeGreaterThanOrEqual(0);
    expect(now.length).toBe(first.length + 1);
    warm.stop();
    // Stopped: no tick reads again.
    const last = cache.last;
    await new Promise((r) => setTimeout(r, 200));
    expect(cache.last).toBe(last);
  });

  it('reports a failed read and keeps trying', async () => {
    let tries = 0;
    const down = {
      dialect: 'postgres',
      transaction: () => {
        tries++;
        return Promise.reject(new Error('database down'));
      },
    } as unknown as Db;
    const errors: unknown[] = [];
    const warm = new SnapshotCache(down, 60_000).keepWarm((e) => errors.push(e), 20);
    stops.push(warm.stop);
    expect(await warm.ready).toBeNull();
    await vi.waitFor(() => expect(tries).toBeGreaterThanOrEqual(2));
    warm.stop();
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect((errors[0] as Error).message).toBe('database down');
  });
});
