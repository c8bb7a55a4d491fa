import type { Queryable } from '../db/connection';

export type Industry = { id: number; name: string };

export async function countryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM countries WHERE id = $1', [id])).length > 0;
}

export async function listIndustries(db: Queryable): Promise<Industry[]> {
  return db.query<Industry>('SELECT id, name FROM industries ORDER BY name, id');
}

export async function industryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM industries WHERE id = $1', [id])).length > 0;
}

export type NewDemoRequest = {
  name: string;
  email: string;
  mobile: string;
  platform: string;
  countryId: number | null;
  industryId: number | null;
  compensationPlan: string | null;
};

export async function insertDemoRequest(db: Queryable, r: NewDemoRequest): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO demo_requests
       (name, email, mobile, platform, country_id, industry_id, compensation_plan)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [r.name, r.email, r.mobile, r.platform, r.countryId, r.industryId, r.compensationPlan],
  );
  return row!.id;
}
