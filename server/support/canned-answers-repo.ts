import type { Queryable } from '../db/connection';

/** The desk's canned answers (issue 30); this repository alone writes support_canned_answers. */
export type CannedAnswer = {
  id: number;
  title: string;
  body: string;
  language: string;
  updatedAt: Date;
};

type Row = { id: number; title: string; body: string; language: string; updated_at: Date };

const toAnswer = (r: Row): CannedAnswer => ({
  id: Number(r.id),
  title: r.title,
  body: r.body,
  language: r.language,
  updatedAt: r.updated_at,
});

const columns = 'id, title, body, language, updated_at';

export async function listCannedAnswers(
  q: Queryable,
  language: string | null,
): Promise<CannedAnswer[]> {
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM support_canned_answers
      WHERE ($1::text IS NULL OR language = $1) ORDER BY language, lower(title), id`,
    [language],
  );
  return rows.map(toAnswer);
}

/**
 * How many answers the desk keeps in a language, counted under a lock on that language until
 * the transaction ends, so two answers written at once cannot both take the last place.
 */
export async function countCannedAnswers(q: Queryable, language: string): Promise<number> {
  await q.query("SELECT pg_advisory_xact_lock(hashtextextended('canned:' || $1, 0))", [language]);
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int8 AS n FROM support_canned_answers WHERE language = $1',
    [language],
  );
  return Number(row?.n ?? 0);
}

export async function findCannedAnswer(
  q: Queryable,
  id: number,
  lock = false,
): Promise<CannedAnswer | null> {
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM support_canned_answers WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toAnswer(rows[0]) : null;
}

export type CannedAnswerInput = { title: string; body: string; language: string };

export async function insertCannedAnswer(
  q: Queryable,
  a: CannedAnswerInput,
): Promise<CannedAnswer> {
  const [row] = await q.query<Row>(
    `INSERT INTO support_canned_answers (title, body, language) VALUES ($1, $2, $3)
     RETURNING ${columns}`,
    [a.title, a.body, a.language],
  );
  return toAnswer(row!);
}

export async function updateCannedAnswer(
  q: Queryable,
  id: number,
  a: CannedAnswerInput,
): Promise<CannedAnswer> {
  const [row] = await q.query<Row>(
    `UPDATE support_canned_answers SET title = $2, body = $3, language = $4, updated_at = now()
      WHERE id = $1 RETURNING ${columns}`,
    [id, a.title, a.body, a.language],
  );
  return toAnswer(row!);
}

export async function deleteCannedAnswer(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM support_canned_answers WHERE id = $1', [id]);
}
