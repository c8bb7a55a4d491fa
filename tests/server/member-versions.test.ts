import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app-fixture';
import { place } from './engine-fixture';
import { dbLabel } from './test-db';

/** Migration 031: `members.row_version`, what the genealogy snapshot refreshes from. */
describe(`members' change versions on ${dbLabel}`, () => {
  let t: TestApp;
  let demo: number;

  const versionOf = async (id: number) => {
    const [r] = await t.db.query<{ v: number }>(
      'SELECT row_version AS v FROM members WHERE id = $1',
      [id],
    );
    return Number(r!.v);
  };

  beforeAll(async () => {
    t = await createTestApp(20);
    demo = (await t.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'demo'"))[0]!
      .id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('versions a member when a streamed column changes, and only then', async () => {
    const id = await place(t.db, 'chg_versioned', demo);
    const joined = await versionOf(id);
    expect(joined).toBeGreaterThan(0);
    // Not a column the stream carries: the version stays.
    await t.db.query("UPDATE members SET city = 'Elsewhere', left_carry = 5 WHERE id = $1", [id]);
    expect(await versionOf(id)).toBe(joined);
    // A figure the stream carries: a newer version, the writing transaction's.
    const [{ x } = { x: 0 }] = await t.db.transaction(async (tx) => {
      await tx.query('UPDATE members SET pv = pv + 1 WHERE id = $1', [id]);
      await tx.query('UPDATE members SET first_name = $2 WHERE id = $1', [id, 'Versioned']);
      return tx.query<{ x: number }>('SELECT pg_current_xact_id()::text::int8 AS x');
    });
    expect(await versionOf(id)).toBe(Number(x));
    expect(Number(x)).toBeGreaterThan(joined);
  });
});
