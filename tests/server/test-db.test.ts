import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connection';
import { dbLabel, onDb, openTestDb } from './test-db';

describe(`test database ${onDb}`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers a query on the database the run asked for', async () => {
    expect(db.dialect).toBe(dbLabel);
    const rows = await db.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('runs on its own fresh database', async () => {
    const [row] = await db.query<{ name: string }>('select current_database() as name');
    if (dbLabel === 'postgres') expect(row?.name).toMatch(/^t_[0-9a-f]{12}$/);
    else expect(row?.name).toBe('postgres');
  });
});
