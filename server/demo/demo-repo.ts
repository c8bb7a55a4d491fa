import type { Queryable } from '../db/connection';

export async function companyIsDemo(q: Queryable): Promise<boolean> {
  const rows = await q.query<{ is_demo: boolean }>('SELECT is_demo FROM company WHERE id = 1');
  return rows[0]?.is_demo ?? false;
}

/** The store flagged as the demo store (the lowest id when several are). */
export async function findDemoStoreId(q: Queryable): Promise<number | null> {
  const rows = await q.query<{ id: number }>(
    'SELECT id FROM stores WHERE is_demo ORDER BY id LIMIT 1',
  );
  return rows[0]?.id ?? null;
}

export async function isMasterDemo(q: Queryable, memberId: number): Promise<boolean> {
  const rows = await q.query<{ is_master_demo: boolean }>(
    'SELECT is_master_demo FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]?.is_master_demo ?? false;
}
