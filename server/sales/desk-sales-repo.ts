import type { Queryable } from '../db/connection';

export type Seller = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  /** The language the member reads the app in: the desk's notices are written in it. */
  language: string;
};

/** The sellers a page of the desk's queue names, by id. */
export async function sellersOf(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, Seller>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{
    id: number;
    username: string;
    first_name: string;
    last_name: string | null;
    language: string;
  }>(
    'SELECT id, username, first_name, last_name, language FROM members WHERE id = ANY ($1::int8[])',
    [[...new Set(ids)]],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        username: r.username,
        firstName: r.first_name,
        lastName: r.last_name,
        language: r.language,
      },
    ]),
  );
}

/** A member (never an operator) by id or username, for the queue's `member` filter. */
export async function findSellerId(q: Queryable, member: string): Promise<number | null> {
  const byId = /^\d{1,15}$/.test(member);
  const rows = await q.query<{ id: number }>(
    `SELECT id FROM members WHERE role_id <> 1 AND ${byId ? 'id = $1::int8' : 'lower(username) = lower($1)'}`,
    [member],
  );
  return rows[0] ? Number(rows[0].id) : null;
}
