import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankProgressWire, type RankProgressWire } from '../../contract/rank-progress';
import { nearestWanted } from '../../server/ranks/rank-progress-repo';
import { createTestApp, type TestApp } from './app-fixture';
import {
  applyEngineSettings,
  buy,
  insertPackage,
  insertRoot,
  place,
  setPlan,
} from './engine-fixture';
import { dbLabel } from './test-db';

type Criterion = RankProgressWire['criteria'][number];
type Key = Criterion['key'];
const criterion = <K extends Key>(p: RankProgressWire, key: K) =>
  p.criteria.find((c): c is Extract<Criterion, { key: K }> => c.key === key)!;

/**
 * A binary tree of its own, outside the seeded company:
 *
 *   root ─ L a ─ L c (licensed)
 *        │     └ R d
 *        └ R b ─ L f ─ L h ─ L j
 *              │     └ R i
 *              └ R g (package lapsed) ─ L x (blocked)
 */
describe(`rank progress on ${dbLabel}`, () => {
  let t: TestApp;
  const id: Record<string, number> = {};
  const rank = { t1: 0, t2: 0, t3: 0 };
  const tokens: Record<string, string> = {};

  const progress = async (who: string) => {
    const res = await t.call({
      method: 'GET',
      url: '/api/home/rank_progress',
      token: tokens[who]!,
    });
    expect(res.statusCode, res.body).toBe(200);
    return rankProgressWire.parse(res.json());
  };
  const setRank = (who: string, rankId: number | null) =>
    t.db.query('UPDATE members SET rank_id = $2 WHERE id = $1', [id[who], rankId]);
  const ids = (...names: string[]) => names.map((n) => id[n]);

  beforeAll(async () => {
    t = await createTestApp(8);
    await applyEngineSettings(t.db);
    await setPlan(t.db, 'binary');
    // The seeded ladder is the demo's; this tree climbs its own.
    await t.db.query("UPDATE ranks SET type = 'manual'");
    const ladder = [
      ['t1', 'PG Bronze', 2_500, 101, 2, 3, 500, null, 0],
      ['t2', 'PG Silver', 7_500, 102, 0, 1, 0, null, 0],
      ['t3', 'PG Gold', 20_000, 103, 0, 1, 0, 't2', 2],
    ] as const;
    for (const [key, name, bonus, sort, legs, downlines, sales, needs, count] of ladder) {
      const [row] = await t.db.query<{ id: number }>(
        `INSERT INTO ranks (name, bonus_minor, sort_order, type, licensed_leg_count,
           licensed_downline_count, sales_volume, downline_rank_id, downline_rank_count)
         VALUES ($1, $2, $3, 'criteria', $4, $5, $6, $7, $8) RETURNING id`,
        [name, bonus, sort, legs, downlines, sales, needs ? rank[needs] : null, count],
      );
      rank[key] = row!.id;
    }
    const p100 = await insertPackage(t.db, {
      sku: 'PG-100',
      priceMinor: 10_000,
      bv: 100,
      direct: 10,
      roi: 0,
    });

    id.root = await insertRoot(t.db, 'pg_root');
    const tree = [
      ['a', 'root', 'L'],
      ['b', 'root', 'R'],
      ['c', 'a', 'L'],
      ['d', 'a', 'R'],
      ['f', 'b', 'L'],
      ['g', 'b', 'R'],
      ['h', 'f', 'L'],
      ['i', 'f', 'R'],
      ['x', 'g', 'L'],
      ['j', 'h', 'L'],
    ] as const;
    for (const [name, parent, position] of tree)
      id[name] = await place(t.db, `pg_${name}`, id.root!, {
        placementId: id[parent]!,
        position,
      });
    await buy(t.db, id.c!, p100, new Date());
    // g bought a package whose activity has lapsed; x is blocked.
    await t.db.query(
      `UPDATE members SET package_id = $2, active_until = now() - interval '1 day' WHERE id = $1`,
      [id.g, p100],
    );
    await t.db.query('UPDATE members SET status = 0 WHERE id = $1', [id.x]);
    // Whatever the purchase awarded, the tests set the ranks they need.
    await t.db.query('UPDATE members SET rank_id = NULL WHERE id = ANY($1)', [Object.values(id)]);
    await t.db.query(
      `UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE username = 'demo')
        WHERE id = ANY($1)`,
      [Object.values(id)],
    );
    for (const who of ['root', 'b', 'h']) tokens[who] = await t.loginAs(`pg_${who}`);
    tokens.demo = await t.loginAs('demo');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the next rank and only the criteria it sets', async () => {
    const p = await progress('root');
    expect(p.next_rank).toEqual({ id: rank.t1, name: 'PG Bronze', bonus: '25.00' });
    expect(p.criteria.map((c) => c.key)).toEqual([
      'licensed_legs',
      'licensed_downlines',
      'sales_volume',
    ]);
  });

  it('names the leg with no licensed member and its unlicensed members nearest the top', async () => {
    const legs = criterion(await progress('root'), 'licensed_legs');
    expect(legs).toMatchObject({ required: 2, actual: 1, missing: 1, met: false });
    expect(legs.closers).toHaveLength(1);
    const [right] = legs.closers;
    expect(right!.position).toBe('R');
    expect(right!.top).toEqual({
      id: id.b,
      username: 'pg_b',
      first_name: 'pg_b',
      last_name: null,
      level: 1,
    });
    // Nearest first, five at most: j (level 4) is left out, blocked x never named.
    expect(right!.members.map((m) => m.id)).toEqual(ids('b', 'f', 'g', 'h', 'i'));
    expect(right!.members.map((m) => m.level)).toEqual([1, 2, 2, 3, 3]);
    expect(right!.members.find((m) => m.id === id.g)?.reason).toBe('inactive');
    expect(right!.members.find((m) => m.id === id.b)?.reason).toBe('no_package');
  });

  it('lists the unlicensed downline by depth, then id, without licensed or blocked members', async () => {
    const downlines = criterion(await progress('root'), 'licensed_downlines');
    expect(downlines).toMatchObject({ required: 3, actual: 1, missing: 2, met: false });
    expect(downlines.closers.map((m) => m.id)).toEqual(ids('a', 'b', 'd', 'f', 'g', 'h', 'i', 'j'));
  });

  it('gives the volume missing and each leg’s volume, pointing at the weaker leg', async () => {
    const sales = criterion(await progress('root'), 'sales_volume');
    expect(sales).toMatchObject({ required: 500, actual: 100, missing: 400, met: false });
    expect(sales.closers.map((l) => [l.position, l.top?.id, l.volume, l.weaker])).toEqual([
      ['L', id.a, 100, false],
      ['R', id.b, 0, true],
    ]);
  });

  it('names an empty binary position as a leg to fill', async () => {
    const p = await progress('h');
    const legs = criterion(p, 'licensed_legs');
    expect(legs).toMatchObject({ required: 2, actual: 0, missing: 2 });
    expect(
      legs.closers.map((l) => [l.position, l.top?.id ?? null, l.members.map((m) => m.id)]),
    ).toEqual([
      ['L', id.j, [id.j]],
      ['R', null, []],
    ]);
    expect(
      criterion(p, 'sales_volume').closers.map((l) => [l.position, l.volume, l.weaker]),
    ).toEqual([
      ['L', 0, true],
      ['R', 0, false],
    ]);
  });

  it('never names a member outside the caller’s own downline', async () => {
    const p = await progress('b');
    const own = new Set(ids('f', 'g', 'h', 'i', 'j', 'x'));
    const named = p.criteria.flatMap((c) => {
      switch (c.key) {
        case 'licensed_legs':
          return c.closers.flatMap((l) => [l.top?.id, ...l.members.map((m) => m.id)]);
        case 'sales_volume':
          return c.closers.map((l) => l.top?.id);
        default:
          return c.closers.map((m) => m.id);
      }
    });
    expect(named.length).toBeGreaterThan(0);
    for (const n of named) expect(own.has(n!), `member ${n}`).toBe(true);
    expect(criterion(p, 'licensed_legs').closers.map((l) => l.top?.id)).toEqual(ids('f', 'g'));
    expect(criterion(p, 'licensed_downlines').closers.map((m) => m.id)).toEqual(
      ids('f', 'g', 'h', 'i', 'j'),
    );

    const demo = await progress('demo');
    const tree = new Set(Object.values(id));
    expect(JSON.stringify(demo)).not.toMatch(/pg_/);
    for (const c of demo.criteria)
      if (c.key === 'licensed_downlines')
        for (const m of c.closers) expect(tree.has(m.id)).toBe(false);
  });

  it('names the members holding the rank just below the one the next rank asks for', async () => {
    await setRank('root', rank.t2);
    await setRank('d', rank.t3); // a higher rank counts for the criterion
    for (const who of ['h', 'a', 'f']) await setRank(who, rank.t1);
    await setRank('c', rank.t2); // licensed, holding the asked rank
    const p = await progress('root');
    expect(p.next_rank?.id).toBe(rank.t3);
    expect(criterion(p, 'licensed_downlines')).toMatchObject({ required: 1, actual: 1, met: true });
    expect(criterion(p, 'licensed_downlines').closers).toEqual([]);
    const ranks = criterion(p, 'downline_ranks');
    expect(ranks).toMatchObject({
      required: 2,
      actual: 2,
      missing: 0,
      met: true,
      rank: { id: rank.t2, name: 'PG Silver' },
      closer_rank: { id: rank.t1, name: 'PG Bronze' },
      closers: [],
    });

    await setRank('c', null);
    const open = criterion(await progress('root'), 'downline_ranks');
    expect(open).toMatchObject({ required: 2, actual: 1, missing: 1, met: false });
    expect(open.closers.map((m) => [m.id, m.level])).toEqual([
      [id.a, 1],
      [id.f, 2],
      [id.h, 3],
    ]);
  });

  it('answers next_rank null at the top of the ladder', async () => {
    await setRank('root', rank.t3);
    expect(await progress('root')).toEqual({ next_rank: null, criteria: [] });
  });

  it('asks for a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/home/rank_progress' });
    expect(res.statusCode).toBe(401);
  });

  it('finds the same nearest members when deeper levels are read in one pass', async () => {
    const [root] = await t.db.query<{ path: string; depth: number }>(
      'SELECT path, depth FROM members WHERE id = $1',
      [id.root],
    );
    const region = { path: root!.path, fromDepth: root!.depth + 1 };
    const wanted = { kind: 'unlicensed', at: new Date() } as const;
    const levelByLevel = await nearestWanted(t.db, region, wanted, 6);
    for (const probe of [0, 1, 2]) {
      expect(await nearestWanted(t.db, region, wanted, 6, probe)).toEqual(levelByLevel);
    }
    expect(levelByLevel.map((m) => m.id)).toEqual(ids('a', 'b', 'd', 'f', 'g', 'h'));
  });
});
