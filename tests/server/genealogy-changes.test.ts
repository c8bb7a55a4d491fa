import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamMetadata as meta, sinceIgnored } from '../../contract/genealogy-stream';
import { buildSnapshot, type TreeSnapshot } from '../../server/network/genealogy-snapshot';
import { readSnapshotSource } from '../../server/network/genealogy-snapshot-repo';
import { SnapshotCache, snapshotCacheOf } from '../../server/network/genealogy-snapshot-service';
import { createTestApp, expectInvalid, getJson, type TestApp } from './app-fixture';
import { applyEngineSettings, buy, insertPackage, place } from './engine-fixture';
import { cancelledSignup, readSubtreeSql, streamOf, type Wire } from './genealogy-snapshot-fixture';
import { dbLabel } from './test-db';

/** Every column of every row, names decoded, in stream order; and the level links. */
function rowsOf(t: TreeSnapshot) {
  const text = new TextDecoder();
  const str = (bytes: Uint8Array, offsets: Int32Array, i: number) =>
    text.decode(bytes.subarray(offsets[i]!, offsets[i + 1]!));
  const name = (c: TreeSnapshot['firstName'], r: number) =>
    c.codes[r]! < 0 ? null : str(c.values.bytes, c.values.offsets, c.codes[r]!);
  const rows = Array.from({ length: t.length }, (_, r) => ({
    id: t.id[r],
    parent: t.parent[r],
    position: t.position[r],
    status: t.status[r],
    rank: t.rank[r],
    pv: t.pv[r],
    tv: t.tv[r],
    joined: t.joined[r],
    counts: [t.left[r], t.right[r], t.downline[r]],
    active: t.active[r],
    activeUntil: t.activeUntil[r],
    version: t.version[r],
    username: str(t.username.bytes, t.username.offsets, r),
    names: [name(t.firstName, r), name(t.lastName, r)],
  }));
  return { rows, childStart: [...t.childStart], rowOf: [...t.rowOf] };
}

const byId = (ws: Wire[]) => [...ws].sort((a, b) => a.id - b.id);

describe(`the snapshot's changes since a version on ${dbLabel}`, () => {
  let t: TestApp;
  let demo: { id: number; path: string };
  let pkg: number;
  let n = 0;

  const fresh = async () => {
    const { source, read } = await readSnapshotSource(t.db);
    return buildSnapshot(source, read);
  };
  /** An order, a signup who orders, and a signup whose order is cancelled, below `parent`. */
  const orderSignupCancel = async (parent: number) => {
    const k = ++n;
    await buy(t.db, parent, pkg, new Date(), 'repurchase');
    const joined = await place(t.db, `chg_join_${k}`, parent);
    await buy(t.db, joined, pkg, new Date());
    const cancelled = await cancelledSignup(t.db, `chg_cancel_${k}`, parent, pkg);
    return { joined, cancelled };
  };

  beforeAll(async () => {
    t = await createTestApp(120, { streamChunkRows: 16 });
    await applyEngineSettings(t.db);
    const rows = await t.db.query<{ id: number; path: string }>(
      "SELECT id, path FROM members WHERE username = 'demo'",
    );
    demo = rows[0]!;
    pkg = await insertPackage(t.db, {
      sku: 'CHG-100',
      priceMinor: 10_000,
      bv: 100,
      direct: 10,
      roi: 0,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refreshed from its changes, equals a fresh full read, in place or reordered', async () => {
    const cache = new SnapshotCache(t.db, 60_000);
    await cache.get();
    expect(cache.last?.kind).toBe('full');

    // Figures and a new name only: the rows stay where they are.
    const child = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM members WHERE parent_id = $1 ORDER BY id LIMIT 1',
        [demo.id],
      )
    )[0]!.id;
    await buy(t.db, child, pkg, new Date(), 'repurchase');
    await t.db.query(
      "UPDATE members SET first_name = 'Zephyrine', last_name = NULL WHERE id = $1",
      [child],
    );
    const inPlace = await cache.refresh();
    expect(cache.last?.kind).toBe('in place');
    expect(cache.last!.members).toBeGreaterThan(1);
    expect(cache.last!.members).toBeLessThan(inPlace.length / 10);
    expect(rowsOf(inPlace)).toEqual(rowsOf(await fresh()));

    // New members and a cancellation: put in stream order again from the columns.
    const { joined } = await orderSignupCancel(child);
    const reordered = await cache.refresh();
    expect(cache.last?.kind).toBe('reordered');
    expect(reordered.rowOf[joined]).toBeGreaterThanOrEqual(0);
    expect(rowsOf(reordered)).toEqual(rowsOf(await fresh()));
  });

  it('sends the changes since a version, which on top of that stream make a fresh one', async () => {
    const token = await t.loginAs('demo');
    const cache = snapshotCacheOf(t.db, t.config.streamSnapshotMaxAgeMs);
    // A member whose activity runs out between the two streams, with no write in between.
    const [fading] = await t.db.query<{ id: number }>(
      `UPDATE members SET status = 1, active_until = now() + interval '1500 milliseconds'
        WHERE id = (SELECT id FROM members WHERE path > $1 AND path < $1 || '~' ORDER BY id DESC LIMIT 1)
        RETURNING id`,
      [demo.path],
    );
    await cache.refresh();
    const before = await streamOf(t, token);
    expect(before.version).toMatch(/^\d+-\d+\.\d+\.\d+$/);
    expect(before.members.find((m) => m.id === fading!.id)?.active).toBe(true);

    const { joined, cancelled } = await orderSignupCancel(demo.id);
    await new Promise((r) => setTimeout(r, 1_600));
    await cache.refresh();
    const changes = await streamOf(t, token, `?since=${before.version}`);
    const after = await streamOf(t, token);

    expect(changes.changesSince).toBe(before.version);
    expect(changes.version).toBe(after.version);
    expect(changes.version).not.toBe(before.version);
    expect(changes.sinceIgnored).toBeUndefined();
    expect(changes.total).toBe(after.total);
    expect(Number(changes.changedMembers)).toBe(changes.members.length);
    const ids = changes.members.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([demo.id, joined, cancelled, fading!.id]));
    expect(changes.members.length).toBeLessThan(after.members.length / 2);
    expect(changes.members.find((m) => m.id === fading!.id)?.active).toBe(false);
    // In tree order, like the whole stream.
    const order = new Map(after.members.map((m, i) => [m.id, i]));
    expect(ids.map((id) => order.get(id)!)).toEqual(
      [...ids.map((id) => order.get(id)!)].sort((a, b) => a - b),
    );

    const applied = new Map(before.members.map((m) => [m.id, m]));
    for (const m of changes.members) applied.set(m.id, m);
    expect(byId([...applied.values()])).toEqual(byId(after.members));
    expect(byId(after.members)).toEqual(byId(await readSubtreeSql(t.db, demo.path)));

    // Nothing changed since the latest version: an empty list.
    const none = await streamOf(t, token, `?since=${after.version}`);
    expect(none.changesSince).toBe(after.version);
    expect(none.members).toEqual([]);
  });

  it('never lists a member outside the caller’s subtree', async () => {
    const [leader] = await t.db.query<{ id: number; username: string; path: string }>(
      `SELECT id, username, path FROM members
        WHERE path > $1 AND path < $1 || '~' AND downline_count >= 3
        ORDER BY downline_count, id LIMIT 1`,
      [demo.path],
    );
    const token = await t.loginAs(leader!.username);
    const cache = snapshotCacheOf(t.db, t.config.streamSnapshotMaxAgeMs);
    await cache.refresh();
    const before = await streamOf(t, token);
    // Changes above and beside the leader, and one below.
    await buy(t.db, demo.id, pkg, new Date(), 'repurchase');
    await place(t.db, `chg_outside_${++n}`, demo.id);
    const inside = await place(t.db, `chg_inside_${n}`, leader!.id);
    await cache.refresh();
    const changes = await streamOf(t, token, `?since=${before.version}`);
    expect(changes.changesSince).toBe(before.version);
    const ids = changes.members.map((m) => m.id);
    expect(ids).toContain(inside);
    expect(ids).toContain(leader!.id);
    expect(ids).not.toContain(demo.id);
    const subtree = new Set((await readSubtreeSql(t.db, leader!.path)).map((m) => m.id));
    for (const id of ids) expect(subtree.has(id), `member ${id}`).toBe(true);
  });

  it('answers a version it cannot list changes since with the whole subtree, and says why', async () => {
    const token = await t.loginAs('demo');
    const whole = await streamOf(t, token);
    const [lineage = '', watermark = '', asOfUs = ''] = whole.version!.split('.');
    const cases = [
      [`1-1.${watermark}.${asOfUs}`, sinceIgnored.lineage],
      [`${lineage}.${Number(watermark) + 1_000}.${asOfUs}`, sinceIgnored.ahead],
      [`${lineage}.0.${asOfUs}`, sinceIgnored.tooOld],
    ] as const;
    for (const [since, why] of cases) {
      const s = await streamOf(t, token, `?since=${since}`);
      expect(s.sinceIgnored, since).toBe(why);
      expect(s.changesSince).toBeUndefined();
      expect(byId(s.members)).toEqual(byId(whole.members));
      expect(s.table.schema.metadata.get(meta.version)).toBe(whole.version);
    }
  });

  it('refuses a malformed since, and since with a window', async () => {
    const token = await t.loginAs('demo');
    for (const bad of ['abc', '12.34', '1-1.2.x', '1-1.2.3.4', `1-1.${'9'.repeat(30)}.1`]) {
      const res = await getJson(t, `/api/network/genealogy_stream?since=${bad}`, token);
      expectInvalid(res, bad, 'since');
    }
    const whole = await streamOf(t, token);
    const res = await getJson(
      t,
      `/api/network/genealogy_stream?window=1&since=${whole.version}`,
      token,
    );
    expectInvalid(res, 'window', 'since');
  });
});
