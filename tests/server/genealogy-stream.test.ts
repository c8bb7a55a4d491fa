import { gunzipSync } from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tableFromIPC, type Table } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAppKey } from '../../contract/constants';
import {
  genealogyNodeResponseWire,
  positionCode,
  streamColumns as col,
  streamMediaType,
  streamMetadata as meta,
} from '../../contract/genealogy-stream';
import { buildApp } from '../../server/app';
import type { Db, Row } from '../../server/db/connection';
import { computeLayout } from '../../workers/genealogy/layout-engine';
import type { GenealogyView, OrgProgress } from '../../workers/genealogy/protocol';
import { defaultViewOptions, GenealogySession } from '../../workers/genealogy/session';
import { createTestApp, type TestApp } from './app-fixture';
import { dbLabel } from './test-db';
import { findMember, type TreeMember } from './tree-member-fixture';

type Member = TreeMember;

/** Reads a whole answer as Arrow, undoing gzip when the server used it. */
function readArrow(body: Buffer, encoding: string | undefined): Table {
  return tableFromIPC(encoding === 'gzip' ? gunzipSync(body) : body);
}

describe(`whole-organisation stream on ${dbLabel}`, () => {
  let t: TestApp;
  let token: string;
  let demo: Member;
  let founder: Member;
  let outsider: Member;

  const member = (where: string, params: unknown[] = []) => findMember(t.db, where, params);
  const stream = async (url: string, encoding = 'gzip') => {
    const res = await t.call({
      method: 'GET',
      url,
      token,
      headers: { 'accept-encoding': encoding },
    });
    return res;
  };

  beforeAll(async () => {
    // Small batches, so even the test company spans many of them.
    t = await createTestApp(200, { streamChunkRows: 16 });
    token = await t.loginAs('demo');
    demo = await member(`username = 'demo'`);
    founder = await member(`username = 'founder'`);
    // A member beside demo's subtree: not below demo.
    outsider = await member(`NOT (path >= $1 AND path < $1 || '~') AND id <> $2`, [
      demo.path,
      founder.id,
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams exactly the subtree, parents before children, level by level', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const res = await stream('/api/network/genealogy_stream', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(streamMediaType);
      expect(res.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
      const table = readArrow(res.rawPayload, res.headers['content-encoding'] as string);
      const expected = await t.db.query<{
        id: number;
        parent_id: number | null;
        depth: number;
        path: string;
      }>(
        `SELECT id, parent_id, depth, path FROM members
          WHERE path >= $1 AND path < $1 || '~' ORDER BY depth, path`,
        [demo.path],
      );
      expect(table.numRows).toBe(expected.length);
      // A batch per chunk read, all full but the last.
      expect(table.batches.map((b) => b.numRows)).toEqual(
        Array.from({ length: Math.ceil(expected.length / 16) }, (_, i) =>
          Math.min(16, expected.length - 16 * i),
        ),
      );
      const ids = [...table.getChild(col.id)!].map(Number);
      const parents = [...table.getChild(col.parentId)!].map((p) =>
        p === null ? null : Number(p),
      );
      // The same members with the same parent links, in the path-prefix query's tree order.
      expect(ids).toEqual(expected.map((m) => m.id));
      expect(parents).toEqual(expected.map((m) => m.parent_id));
      const seen = new Set<number>();
      ids.forEach((id, i) => {
        if (i > 0) expect(seen.has(parents[i]!)).toBe(true);
        seen.add(id);
      });
      const metadata = table.schema.metadata;
      expect(Number(metadata.get(meta.total))).toBe(expected.length);
      expect(Number(metadata.get(meta.rootId))).toBe(demo.id);
      expect(metadata.has(meta.parentUsername)).toBe(false);
    }
  });

  it('carries each member’s stored figures', async () => {
    const table = readArrow((await stream('/api/network/genealogy_stream')).rawPayload, 'gzip');
    const rows = await t.db.query<Row>(
      `SELECT m.id, m.position, m.status, m.rank_id, m.pv::float8 AS pv, m.tv::float8 AS tv,
              m.left_count, m.right_count, m.downline_count, m.username, m.first_name, m.last_name,
              (m.joined_at AT TIME ZONE 'UTC')::date - DATE '1970-01-01' AS joined,
              (m.status = 1 AND m.active_until > now()) AS active
         FROM members m WHERE path >= $1 AND path < $1 || '~' ORDER BY depth, path`,
      [demo.path],
    );
    const get = (name: string, i: number) => table.getChild(name)!.get(i) as unknown;
    let actives = 0;
    rows.forEach((r, i) => {
      expect(Number(get(col.id, i))).toBe(r.id);
      expect(get(col.position, i)).toBe(
        r.position === null ? positionCode.none : positionCode[r.position as 'L' | 'R'],
      );
      expect(get(col.status, i)).toBe(r.status);
      expect(get(col.rankId, i)).toBe(r.rank_id);
      expect(get(col.pv, i)).toBe(r.pv);
      expect(get(col.tv, i)).toBe(r.tv);
      expect(get(col.leftCount, i)).toBe(r.left_count);
      expect(get(col.rightCount, i)).toBe(r.right_count);
      expect(get(col.downlineCount, i)).toBe(r.downline_count);
      expect(get(col.username, i)).toBe(r.username);
      expect(get(col.firstName, i)).toBe(r.first_name);
      expect(get(col.lastName, i)).toBe(r.last_name);
      // DateDay reads back as the epoch milliseconds of that day.
      expect(get(col.joined, i)).toBe(Number(r.joined) * 86_400_000);
      expect(get(col.active, i)).toBe(r.active === true);
      if (r.active === true) actives++;
    });
    expect(actives).toBeGreaterThan(0);
    expect(rows.some((r) => r.rank_id !== null)).toBe(true);
    const ranks = JSON.parse(table.schema.metadata.get(meta.ranks)!) as { id: number }[];
    expect(ranks.length).toBeGreaterThan(0);
  });

  it('re-roots on a downline member and names its parent', async () => {
    const inner = await member(`depth = $2 AND path > $1 AND path < $1 || '~'`, [
      demo.path,
      demo.depth + 2,
    ]);
    const res = await stream(`/api/network/genealogy_stream/${inner.id}`);
    expect(res.statusCode).toBe(200);
    const table = readArrow(res.rawPayload, 'gzip');
    const { n } = (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int4 AS n FROM members WHERE path >= $1 AND path < $1 || '~'`,
        [inner.path],
      )
    )[0]!;
    expect(table.numRows).toBe(n);
    expect(Number(table.getChild(col.id)!.get(0))).toBe(inner.id);
    expect(table.schema.metadata.get(meta.parentUsername)).toBeTruthy();
    const byName = await stream(`/api/network/genealogy_stream?username=${inner.username}`);
    expect(readArrow(byName.rawPayload, 'gzip').numRows).toBe(n);
  });

  it('answers 404 outside the caller’s downline, and 401 without a token', async () => {
    for (const url of [
      `/api/network/genealogy_stream/${founder.id}`,
      `/api/network/genealogy_stream/${outsider.id}`,
      `/api/network/genealogy_stream?username=${outsider.username}`,
      '/api/network/genealogy_stream/999999999',
      `/api/network/genealogy_node/${outsider.id}`,
      `/api/network/genealogy_node/${founder.id}`,
    ]) {
      const res = await stream(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error_code: 'not_found' });
    }
    const res = await t.call({ method: 'GET', url: '/api/network/genealogy_stream' });
    expect(res.statusCode).toBe(401);
    const bad = await stream('/api/network/genealogy_stream/abc');
    expect(bad.statusCode).toBe(422);
  });

  it('reads in the worker, batch by batch, into the layout of the whole tree at once', async () => {
    const res = await stream('/api/network/genealogy_stream');
    const bytes = gunzipSync(res.rawPayload);
    // The bytes arrive in small pieces, as from a network.
    const body = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 700)
            controller.enqueue(new Uint8Array(bytes.subarray(at, at + 700)));
          controller.close();
        },
      });
    const session = new GenealogySession({
      fetch: async () => new Response(body(), { status: 200 }),
    });
    const progress: OrgProgress[] = [];
    const done = await session.load('/stream', {}, (p) => {
      progress.push(p);
    });
    const rows = await t.db.query<{ id: number; parent_id: number; position: 'L' | 'R' | null }>(
      `SELECT id, parent_id, position FROM members
        WHERE path >= $1 AND path < $1 || '~' ORDER BY depth, path`,
      [demo.path],
    );
    expect(done).toEqual({ loaded: rows.length, total: rows.length });
    const loaded = progress.map((p) => p.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(loaded.at(-1)).toBe(rows.length);
    const views = progress.flatMap((p) => (p.view ? [p.view] : []));
    // Laid out from the first batch on, again as the tree doubled, and once complete.
    expect(views.length).toBeGreaterThanOrEqual(4);
    expect(views[0]!.layout.count).toBe(16);
    const depthOf = (v: GenealogyView) => Math.max(...v.layout.depth);
    expect(depthOf(views[0]!)).toBeLessThan(depthOf(views.at(-1)!));
    const whole = computeLayout(
      rows.map((r) => ({ ...r, parent_id: r.id === demo.id ? null : r.parent_id, status: 0 })),
      { ...defaultViewOptions, mode: 'binary', rootId: demo.id },
    ).layout;
    const last = views.at(-1)!.layout;
    expect(last.count).toBe(rows.length);
    expect([...last.ids]).toEqual([...whole.ids]);
    expect([...last.x]).toEqual([...whole.x]);
    expect([...last.y]).toEqual([...whole.y]);
    // A card comes from the streamed columns; a username finds its node.
    const someone = rows[rows.length - 1]!;
    const index = session.findByUsername(
      (await member('id = $1', [someone.id])).username.toUpperCase(),
    );
    expect(last.ids[index]).toBe(someone.id);
    const [card] = session.cards([index]);
    expect(card).toMatchObject({ id: someone.id, username: expect.any(String) });
    // The whole subtree is no window: nothing cut, nothing to expand.
    expect(views.at(-1)!.meta).toMatchObject({ maxLevels: 0, maxWidth: 0 });
    expect(Math.max(...last.hiddenChildren)).toBe(0);
  });

  it('answers one member’s flat node on demand', async () => {
    const inner = await member(`depth = $2 AND path > $1 AND path < $1 || '~'`, [
      demo.path,
      demo.depth + 1,
    ]);
    const res = await stream(`/api/network/genealogy_node/${inner.id}`);
    expect(res.statusCode).toBe(200);
    const { affiliate } = genealogyNodeResponseWire.parse(res.json());
    expect(affiliate).toMatchObject({ id: inner.id, username: inner.username, level: 1 });
  });
});

/**
 * A database whose stream reads take a while: the stream is still being read when the client
 * goes away, whatever the socket buffers hold.
 */
function slowStreamDb(db: Db, reads: { n: number }): Db {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 40));
  const isStream = (sql: string) => sql.includes('AS joined');
  return {
    ...db,
    query: async (sql, params) => {
      if (!isStream(sql)) return db.query(sql, params);
      reads.n++;
      await pause();
      return db.query(sql, params);
    },
    cursor: db.cursor
      ? async function* <R extends Row>(
          sql: string,
          params: readonly unknown[],
          rows: number,
          firstRows?: number,
        ) {
          for await (const chunk of db.cursor!<R>(sql, params, rows, firstRows)) {
            reads.n++;
            await pause();
            yield chunk;
          }
        }
      : null,
  };
}

describe(`a client leaving mid-stream on ${dbLabel}`, () => {
  let t: TestApp;
  const reads = { n: 0 };
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp(200);
    const app = await buildApp({
      db: slowStreamDb(t.db, reads),
      // The live read holds a cursor for the stream's length; the snapshot's stream (decision
      // 048) holds nothing, and its tests are in genealogy-snapshot.test.ts.
      config: { ...t.config, streamChunkRows: 4, streamSnapshotMaxAgeMs: 0 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    close = () => app.close();
  });
  afterAll(async () => {
    await close?.();
    await t.close();
  });

  /**
   * Sessions of this database holding a transaction open (PostgreSQL), or named cursors open
   * in PGlite's one session (the unnamed one is the question itself).
   */
  const openWork = async () => {
    if (t.db.dialect === 'pglite')
      return (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int4 AS n FROM pg_cursors WHERE name <> ''`,
        )
      )[0]!.n;
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int4 AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND (state LIKE 'idle in transaction%' OR query LIKE 'FETCH%')`,
    );
    return rows[0]!.n;
  };

  it('stops reading and leaves no cursor or transaction open', async () => {
    const token = await t.loginAs('founder');
    const total = (await t.db.query<{ n: number }>('SELECT count(*)::int4 AS n FROM members'))[0]!
      .n;
    // The client reads the first bytes, then hangs up (its socket is destroyed).
    const request = http.get(`${baseUrl}/api/network/genealogy_stream`, {
      headers: { 'api-key': defaultAppKey, authorization: `Bearer ${token}` },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      request.once('response', resolve),
    );
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => response.once('data', resolve));
    // Past the schema (sent before any read) and into the members.
    while (reads.n < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    // Mid-stream: on PostgreSQL the cursor's transaction is open right now.
    if (t.db.dialect === 'postgres') expect(await openWork()).toBe(1);
    request.destroy();
    const deadline = Date.now() + 5000;
    while ((await openWork()) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await openWork()).toBe(0);
    // The read under way when the client left may finish; then nothing more is read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readsAtStop = reads.n;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads.n).toBe(readsAtStop);
    expect(reads.n).toBeLessThan(Math.ceil(total / 4) / 2);
    // The database still answers, and a transaction can run (nothing holds it).
    await t.db.transaction(async (tx) => tx.query('SELECT 1'));
  });
});
