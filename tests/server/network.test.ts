import { beforeAll, describe, expect, it } from 'vitest';
import {
  genealogyResponseWire,
  maxLevelsResponseWire,
  tableViewResponseWire,
  tableViewSingleResponseWire,
  type GenealogyNodeWire,
} from '../../contract/network';
import { minorToDecimal } from '../../contract/money';
import { getJson, getOk, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

type Member = {
  id: number;
  username: string;
  path: string;
  depth: number;
  parent_id: number | null;
};

describe(`network genealogy and table view on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo');
  let demo: Member;
  let founder: Member;
  let sibling: Member;
  let cousin: Member;
  let inner: Member;

  const get = (url: string) => getJson(t, url, tokens.demo);
  const ok = (url: string) => getOk(t, url, tokens.demo);
  const member = async (where: string, params: unknown[] = []) =>
    (
      await t.db.query<Member>(
        `SELECT id, username, path, depth, parent_id FROM members WHERE ${where} LIMIT 1`,
        params,
      )
    )[0]!;
  const subtree = (root: Member, extra = '') =>
    t.db.query<{ id: number; depth: number; parent_id: number; position: string | null }>(
      `SELECT id, depth, parent_id, position FROM members
        WHERE path > $1 AND path < $1 || '~' ${extra} ORDER BY id`,
      [root.path],
    );

  beforeAll(async () => {
    demo = await member(`username = 'demo'`);
    founder = await member(`username = 'founder'`);
    sibling = await member(`username = 'blocked'`);
    cousin = await member(`path > $1 AND path < $1 || '~'`, [sibling.path]);
    // A member two levels below demo that has a downline of its own.
    inner = await member(
      `depth = $2 AND path > $1 AND path < $1 || '~' AND downline_count > 2 ORDER BY id`,
      [demo.path, demo.depth + 2],
    );
  });

  it('answers the caller’s genealogy bounded by the levels and widths of the binary plan', async () => {
    const g = genealogyResponseWire.parse(await ok('/api/network/genealogy'));
    expect(g).toMatchObject({
      root_affiliate_id: demo.id,
      max_levels: 4,
      max_width: 2,
      parent_username: null,
    });
    expect(g.search_valid).toBe(true);
    expect(g.genealogy).toBeNull();
    expect(g.affiliates[0]).toMatchObject({ id: demo.id, level: 0 });
    const expected = await subtree(demo, `AND depth <= ${demo.depth + 4}`);
    expect(
      g.affiliates
        .slice(1)
        .map((a) => a.id)
        .sort((a, b) => a - b),
    ).toEqual(expected.map((m) => m.id));
    for (const a of g.affiliates) expect(a.level).toBeLessThanOrEqual(4);
    const perParent = new Map<number, number>();
    for (const a of g.affiliates.slice(1))
      perParent.set(a.parent_id!, (perParent.get(a.parent_id!) ?? 0) + 1);
    expect(Math.max(...perParent.values())).toBeLessThanOrEqual(2);
  });

  it('gives each flat node the figures stored for that member', async () => {
    const g = genealogyResponseWire.parse(await ok('/api/network/genealogy'));
    const rows = await t.db.query<{
      id: number;
      pv: string;
      tv: string;
      downline_count: number;
      left_count: number;
      right_count: number;
      left_points: string;
      right_carry: string;
      earned: number;
      children: number;
      rank_name: string | null;
      package_name: string | null;
      depth: number;
    }>(
      `SELECT m.id, m.pv, m.tv, m.downline_count, m.left_count, m.right_count, m.left_points,
              m.right_carry, m.depth, r.name AS rank_name, p.name AS package_name,
              (SELECT coalesce(sum(amount_minor), 0)::int8 FROM earnings e WHERE e.member_id = m.id) AS earned,
              (SELECT count(*)::int4 FROM members c WHERE c.parent_id = m.id) AS children
         FROM members m LEFT JOIN ranks r ON r.id = m.rank_id LEFT JOIN packages p ON p.id = m.package_id
        WHERE m.id = ANY($1::int8[])`,
      [g.affiliates.map((a) => a.id)],
    );
    expect(rows.length).toBe(g.affiliates.length);
    for (const row of rows) {
      const a = g.affiliates.find((x) => x.id === row.id)!;
      expect(a).toMatchObject({
        pv: Number(row.pv),
        tv: Number(row.tv),
        downlines_count: row.downline_count,
        left_downline_count: row.left_count,
        right_downline_count: row.right_count,
        total_left: Number(row.left_points),
        carry_right: Number(row.right_carry),
        total_earnings: minorToDecimal(row.earned),
        child_count: row.children,
        rank_name: row.rank_name,
        package_name: row.package_name,
        level: row.depth - demo.depth,
      });
    }
    expect(g.affiliates.find((a) => a.id === demo.id)!.total_earnings).not.toBe('0.00');
  });

  it('nests exactly the flat nodes when is_nested=1, left leg first', async () => {
    const g = genealogyResponseWire.parse(await ok('/api/network/genealogy?is_nested=1'));
    expect(g.genealogy?.id).toBe(demo.id);
    const seen: number[] = [];
    const stack: GenealogyNodeWire[] = [g.genealogy!];
    while (stack.length > 0) {
      const node = stack.pop()!;
      seen.push(node.id);
      const flat = g.affiliates.find((a) => a.id === node.id)!;
      expect(node).toMatchObject({
        parent_id: flat.parent_id,
        level: flat.level,
        username: flat.username,
      });
      expect(node.name.startsWith(flat.first_name)).toBe(true);
      expect(node.children.length).toBeLessThanOrEqual(2);
      if (node.children.length === 2)
        expect(node.children.map((c) => c.position)).toEqual(['L', 'R']);
      for (const child of node.children) {
        expect(child.parent_id).toBe(node.id);
        expect(child.level).toBe(node.level + 1);
        stack.push(child);
      }
    }
    expect(seen.sort((a, b) => a - b)).toEqual(g.affiliates.map((a) => a.id).sort((a, b) => a - b));
  });

  it('re-roots on a downline member chosen by id or by username', async () => {
    const parent = await member('id = $1', [inner.parent_id]);
    for (const url of [
      `/api/network/genealogy/${inner.id}`,
      `/api/network/genealogy?username=${inner.username.toUpperCase()}`,
    ]) {
      const g = genealogyResponseWire.parse(await ok(url));
      expect(g).toMatchObject({
        root_affiliate_id: inner.id,
        parent_username: parent.username,
        search_valid: true,
      });
      expect(g.affiliates[0]).toMatchObject({ id: inner.id, level: 0 });
      const expected = await subtree(inner, `AND depth <= ${inner.depth + 4}`);
      expect(g.affiliates.length).toBe(expected.length + 1);
    }
  });

  it('follows a stored genealogy setting for levels and width', async () => {
    const before = await t.db.query<{ value: unknown }>(
      `SELECT value FROM settings WHERE key = 'genealogy'`,
    );
    await t.db.query(
      `INSERT INTO settings (key, value) VALUES ('genealogy', '{"max_levels": 2, "max_width": 1}')
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    try {
      const g = genealogyResponseWire.parse(await ok('/api/network/genealogy?is_nested=1'));
      expect(g).toMatchObject({ max_levels: 2, max_width: 1 });
      expect(g.affiliates.length).toBeLessThanOrEqual(3);
      expect(Math.max(...g.affiliates.map((a) => a.level))).toBeLessThanOrEqual(2);
      expect(g.genealogy!.children.length).toBe(1);
      expect(g.genealogy!.children[0]!.position).toBe('L');
    } finally {
      await t.db.query(`DELETE FROM settings WHERE key = 'genealogy'`);
      if (before[0])
        await t.db.query(`INSERT INTO settings (key, value) VALUES ('genealogy', $1)`, [
          JSON.stringify(before[0].value),
        ]);
    }
  });

  it('lists the front line in the table view with child counts and the depth below', async () => {
    const tv = tableViewResponseWire.parse(await ok('/api/network/table_view'));
    const children = await t.db.query<{ id: number; n: number }>(
      `SELECT m.id, (SELECT count(*)::int4 FROM members c WHERE c.parent_id = m.id) AS n
         FROM members m WHERE m.parent_id = $1 ORDER BY m.id`,
      [demo.id],
    );
    expect(tv.genealogy.map((u) => u.id).sort((a, b) => a - b)).toEqual(children.map((c) => c.id));
    for (const u of tv.genealogy) {
      expect(u.level).toBe(1);
      expect(u.children).toBe(children.find((c) => c.id === u.id)!.n);
    }
    const [deepest] = await t.db.query<{ d: number }>(
      `SELECT max(depth) AS d FROM members WHERE path > $1 AND path < $1 || '~'`,
      [demo.path],
    );
    expect(tv.max_levels).toBe(deepest!.d - demo.depth);
    expect(tv.search_valid).toBe(true);
    expect(maxLevelsResponseWire.parse(await ok('/api/network/max_levels'))).toEqual({
      max_levels: tv.max_levels,
    });
    const innerLevels = maxLevelsResponseWire.parse(
      await ok(`/api/network/max_levels/${inner.id}`),
    );
    const [innerDeepest] = await t.db.query<{ d: number }>(
      `SELECT max(depth) AS d FROM members WHERE path > $1 AND path < $1 || '~'`,
      [inner.path],
    );
    expect(innerLevels.max_levels).toBe(innerDeepest!.d - inner.depth);
  });

  it('answers every level of table_view_single, level 1 by default and nothing past the last', async () => {
    const { max_levels } = maxLevelsResponseWire.parse(await ok('/api/network/max_levels'));
    expect(max_levels).toBeGreaterThan(3);
    const first = tableViewSingleResponseWire.parse(await ok('/api/network/table_view_single'));
    expect(first.genealogy.every((u) => u.level === 1)).toBe(true);
    for (let level = 1; level <= max_levels + 1; level++) {
      const page = tableViewSingleResponseWire.parse(
        await ok(`/api/network/table_view_single?level=${level}`),
      );
      const expected = await subtree(demo, `AND depth = ${demo.depth + level}`);
      expect(page.genealogy.map((u) => u.id).sort((a, b) => a - b)).toEqual(
        expected.map((m) => m.id),
      );
      expect(page.genealogy.every((u) => u.level === level)).toBe(true);
    }
    const below = tableViewSingleResponseWire.parse(
      await ok(`/api/network/table_view_single/${inner.id}?level=2`),
    );
    expect(below.genealogy.map((u) => u.id).sort((a, b) => a - b)).toEqual(
      (await subtree(inner, `AND depth = ${inner.depth + 2}`)).map((m) => m.id),
    );
    expect((await get('/api/network/table_view_single?level=0')).status).toBe(422);
  });

  it('answers 404 on every network call for the upline, a sibling, another branch or a stranger', async () => {
    const outsiders = [founder, sibling, cousin];
    for (const m of outsiders) {
      for (const url of [
        `/api/network/genealogy/${m.id}`,
        `/api/network/genealogy?username=${m.username}`,
        `/api/network/table_view/${m.id}`,
        `/api/network/table_view?username=${m.username}`,
        `/api/network/table_view_single/${m.id}`,
        `/api/network/table_view_single?username=${m.username}&level=1`,
        `/api/network/max_levels/${m.id}`,
        `/api/network/downline_report?username=${m.username}`,
        `/api/network/downline_report/direct?username=${m.username}`,
      ]) {
        const res = await get(url);
        expect(res.status, url).toBe(404);
        expect(res.body.error_code).toBe('not_found');
        expect(JSON.stringify(res.body)).not.toContain(m.path);
      }
    }
    expect((await get('/api/network/genealogy?username=nobody-here')).status).toBe(404);
    expect((await get('/api/network/genealogy/999999')).status).toBe(404);
    expect((await get('/api/network/genealogy/abc')).status).toBe(422);
  });

  it('lets the caller view itself by id or username', async () => {
    const g = genealogyResponseWire.parse(
      await ok(`/api/network/genealogy/${demo.id}?username=demo`),
    );
    expect(g.root_affiliate_id).toBe(demo.id);
    expect(g.parent_username).toBeNull();
  });

  it('requires a session', async () => {
    const res = await t.call({ method: 'GET', url: '/api/network/genealogy' });
    expect(res.statusCode).toBe(401);
  });
});
