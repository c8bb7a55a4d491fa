import { gunzipSync } from 'node:zlib';
import { tableFromIPC, type Table } from 'apache-arrow';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  streamColumns as col,
  streamMediaType,
  streamMetadata as meta,
} from '../../contract/genealogy-stream';
import { genealogyResponseWire } from '../../contract/network';
import { computeLayout } from '../../workers/genealogy/layout-engine';
import type { GenealogyLayout, GenealogyView } from '../../workers/genealogy/protocol';
import { defaultViewOptions, GenealogySession } from '../../workers/genealogy/session';
import { expectInvalid, getJson, getOk, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';
import { findMember, type TreeMember } from './tree-member-fixture';

type Member = TreeMember;

/**
 * The stream's window (issue 32): the four-level view reads the members the JSON genealogy
 * call answers, through the same Arrow stream as the whole organisation.
 */
describe(`genealogy window stream on ${dbLabel}`, () => {
  // Small batches, so a window spans several of them.
  const t = useTestApp(200, { streamChunkRows: 4 });
  const tokens = useSessions(t, 'demo');
  let demo: Member;
  let inner: Member;
  let outsider: Member;

  const member = (where: string, params: unknown[] = []) => findMember(t.db, where, params);

  const window = async (url: string): Promise<Table> => {
    const res = await t.call({
      method: 'GET',
      url,
      token: tokens.demo,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(streamMediaType);
    return tableFromIPC(gunzipSync(res.rawPayload));
  };
  const idsOf = (table: Table) => [...table.getChild(col.id)!].map(Number);
  const parentsOf = (table: Table) =>
    [...table.getChild(col.parentId)!].map((p) => (p === null ? null : Number(p)));
  const genealogy = async (url: string) =>
    genealogyResponseWire.parse(await getOk(t, url, tokens.demo));

  /** The window answers exactly the JSON call's members, with their parents, in tree order. */
  const expectSameMembers = async (streamUrl: string, jsonUrl: string) => {
    const table = await window(streamUrl);
    const g = await genealogy(jsonUrl);
    const ids = idsOf(table);
    expect(ids.length).toBeGreaterThan(0);
    expect([...ids].sort((a, b) => a - b)).toEqual(
      g.affiliates.map((a) => a.id).sort((a, b) => a - b),
    );
    const parentOf = new Map(g.affiliates.map((a) => [a.id, a.parent_id]));
    expect(parentsOf(table)).toEqual(ids.map((id) => parentOf.get(id) ?? null));
    // What the four-level view shows beyond the whole stream: child counts (what is below
    // the last level or cut for width) and avatars, as the JSON call answers them.
    const node = new Map(g.affiliates.map((a) => [a.id, a]));
    expect([...table.getChild(col.childCount)!].map(Number)).toEqual(
      ids.map((id) => node.get(id)!.child_count),
    );
    expect([...table.getChild(col.avatar)!]).toEqual(ids.map((id) => node.get(id)!.avatar));
    // Level by level, a parent before its children: the worker reads it as it reads the stream.
    const levelOf = new Map(g.affiliates.map((a) => [a.id, a.level]));
    const levels = ids.map((id) => levelOf.get(id)!);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(ids[0]).toBe(g.root_affiliate_id);
    const metadata = table.schema.metadata;
    expect(Number(metadata.get(meta.total))).toBe(ids.length);
    expect(Number(metadata.get(meta.rootId))).toBe(g.root_affiliate_id);
    expect(metadata.get(meta.parentUsername) ?? null).toBe(g.parent_username);
    expect(Number(metadata.get(meta.maxLevels))).toBe(g.max_levels);
    expect(Number(metadata.get(meta.maxWidth))).toBe(g.max_width);
    return table;
  };

  /** Runs `check` with the company's genealogy setting set to `value`, then puts it back. */
  const withSetting = async (value: object, check: () => Promise<void>) => {
    const before = await t.db.query<{ value: unknown }>(
      `SELECT value FROM settings WHERE key = 'genealogy'`,
    );
    await t.db.query(
      `INSERT INTO settings (key, value) VALUES ('genealogy', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify(value)],
    );
    try {
      await check();
    } finally {
      await t.db.query(`DELETE FROM settings WHERE key = 'genealogy'`);
      if (before[0])
        await t.db.query(`INSERT INTO settings (key, value) VALUES ('genealogy', $1)`, [
          JSON.stringify(before[0].value),
        ]);
    }
  };

  beforeAll(async () => {
    demo = await member(`username = 'demo'`);
    inner = await member(`depth = $2 AND path > $1 AND path < $1 || '~' AND downline_count > 2`, [
      demo.path,
      demo.depth + 2,
    ]);
    outsider = await member(`NOT (path >= $1 AND path < $1 || '~')`, [demo.path]);
  });

  it('answers the JSON genealogy call’s members at the company’s levels and width', async () => {
    const table = await expectSameMembers(
      '/api/network/genealogy_stream?window=1',
      '/api/network/genealogy',
    );
    // More than one batch: the window is written a chunk at a time like the whole stream.
    expect(table.batches.length).toBeGreaterThan(1);
    // Narrower than the whole subtree, which the same route streams without a window.
    const whole = await window('/api/network/genealogy_stream');
    expect(whole.numRows).toBeGreaterThan(table.numRows);
  });

  it('answers the same members for another root, by id or by username', async () => {
    await expectSameMembers(
      `/api/network/genealogy_stream/${inner.id}?window=1`,
      `/api/network/genealogy/${inner.id}`,
    );
    await expectSameMembers(
      `/api/network/genealogy_stream?window=1&username=${inner.username.toUpperCase()}`,
      `/api/network/genealogy?username=${inner.username}`,
    );
  });

  it('follows a stored setting, and levels and width asked for mean the same', async () => {
    await withSetting({ max_levels: 3, max_width: 1 }, async () => {
      const stored = await expectSameMembers(
        '/api/network/genealogy_stream?window=1',
        '/api/network/genealogy',
      );
      expect(Number(stored.schema.metadata.get(meta.maxWidth))).toBe(1);
    });
    for (const [levels, width] of [
      [2, 1],
      [3, 2],
      [1, 2],
    ] as const) {
      let asked: number[] = [];
      await withSetting({ max_levels: levels, max_width: width }, async () => {
        asked = idsOf(
          await expectSameMembers(
            `/api/network/genealogy_stream/${inner.id}?levels=${levels}&width=${width}`,
            `/api/network/genealogy/${inner.id}`,
          ),
        );
      });
      // Asked for in the query, the same window under the company's default setting.
      const table = await window(
        `/api/network/genealogy_stream/${inner.id}?levels=${levels}&width=${width}`,
      );
      expect(idsOf(table)).toEqual(asked);
    }
  });

  it('lays out in the worker the tree the JSON call’s members make, and expands by window', async () => {
    const bytes = async (url: string) => {
      const res = await t.call({ method: 'GET', url, token: tokens.demo });
      expect(res.statusCode, url).toBe(200);
      return new Uint8Array(res.rawPayload);
    };
    const pages = new Map([
      ['/w', await bytes('/api/network/genealogy_stream?window=1')],
      [`/w/${inner.id}`, await bytes(`/api/network/genealogy_stream/${inner.id}?window=1`)],
    ]);
    const session = new GenealogySession({
      fetch: async (url) => new Response(pages.get(url)!, { status: 200 }),
    });
    let view: GenealogyView | null = null;
    await session.load('/w', {}, (p) => {
      if (p.view) view = p.view;
    });
    const g = await genealogy('/api/network/genealogy');
    /** The layout the explorer made of the JSON call's members (its reader's tree fields). */
    const expected = (affiliates: typeof g.affiliates) =>
      computeLayout(affiliates, {
        ...defaultViewOptions,
        mode: affiliates.some((a) => a.position !== null) ? 'binary' : 'unilevel',
        rootId: g.root_affiliate_id,
      }).layout;
    const same = (got: GenealogyLayout, want: GenealogyLayout) => {
      for (const key of ['ids', 'parent', 'kind', 'hiddenChildren', 'x', 'y'] as const)
        expect([...got[key]], key).toEqual([...want[key]]);
    };
    const loaded = view!.layout;
    same(loaded, expected(g.affiliates));
    // Some member has children beyond the window: the view can open them.
    expect(Math.max(...loaded.hiddenChildren)).toBeGreaterThan(0);

    // Expanded at a member below: its window's members replace their copies, and it keeps
    // the place it has in the tree.
    const sub = await genealogy(`/api/network/genealogy/${inner.id}`);
    const merged = new Map(g.affiliates.map((a) => [a.id, a]));
    const place = merged.get(inner.id)!;
    for (const a of sub.affiliates) merged.set(a.id, a);
    merged.set(inner.id, { ...merged.get(inner.id)!, parent_id: place.parent_id });
    const expanded = await session.expand(`/w/${inner.id}`, {}, inner.id);
    same(expanded.layout, expected([...merged.values()]));
    expect(expanded.layout.count).toBeGreaterThan(loaded.count);
  });

  it('answers bad window parameters with a 422', async () => {
    for (const [query, field] of [
      ['levels=0', 'levels'],
      ['levels=51', 'levels'],
      ['levels=two', 'levels'],
      ['levels=1.5', 'levels'],
      ['width=0', 'width'],
      ['width=101', 'width'],
      ['window=yes', 'window'],
    ] as const) {
      const res = await getJson(t, `/api/network/genealogy_stream?${query}`, tokens.demo);
      expectInvalid(res, query, field);
    }
  });

  it('answers a root outside the downline with a 404, as the JSON call does', async () => {
    for (const url of [
      `/api/network/genealogy_stream/${outsider.id}?window=1`,
      `/api/network/genealogy_stream?window=1&username=${outsider.username}`,
      `/api/network/genealogy_stream/999999?levels=2`,
    ]) {
      const res = await t.call({ method: 'GET', url, token: tokens.demo });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toBe(streamMediaType);
    }
  });
});
