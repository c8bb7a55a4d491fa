import type { Db } from '../../server/db/connection';

/** A member and its place in the tree, as the genealogy and network tests pick them. */
export type TreeMember = { id: number; username: string; path: string; depth: number };

/** The first member that `where` (SQL over `members`) matches, by id unless `orderBy` says. */
export async function findMember(
  db: Db,
  where: string,
  params: unknown[] = [],
  orderBy = 'id',
): Promise<TreeMember> {
  const [row] = await db.query<TreeMember>(
    `SELECT id, username, path, depth FROM members WHERE ${where} ORDER BY ${orderBy} LIMIT 1`,
    params,
  );
  if (!row) throw new Error(`No member where ${where}`);
  return row;
}
