import type { Queryable } from '../db/connection';
import type { Course, Learning, LearningProgress } from './learning';

/** The company's courses in one language, in its own order. */
export async function listCourses(q: Queryable, language: string): Promise<Course[]> {
  const rows = await q.query<{ key: string; title: string; description: string | null }>(
    `SELECT key, title, description FROM learning_courses WHERE language = $1
      ORDER BY sort_order, key`,
    [language],
  );
  return rows;
}

type LearningRow = {
  id: number;
  slug: string;
  course_key: string;
  format: Learning['format'];
  title: string;
  description: string | null;
  content: string | null;
  url: string | null;
  updated_at: Date;
};

const columns = `id, slug, course_key, format, title, description, content, url, updated_at`;

const toLearning = (r: LearningRow): Learning => ({
  id: r.id,
  slug: r.slug,
  courseKey: r.course_key,
  format: r.format,
  title: r.title,
  description: r.description,
  content: r.content,
  url: r.url,
  updatedAt: r.updated_at,
});

/** Published learnings of one language (all courses, or one), in the company's order. */
export async function listLearnings(
  q: Queryable,
  language: string,
  courseKey: string | null = null,
): Promise<Learning[]> {
  const rows = await q.query<LearningRow>(
    `SELECT ${columns} FROM content_items
      WHERE kind = 'learning' AND published AND language = $1 AND slug IS NOT NULL
        AND course_key IS NOT NULL AND format IS NOT NULL
        AND ($2::text IS NULL OR course_key = $2)
      ORDER BY sort_order, id`,
    [language, courseKey],
  );
  return rows.map(toLearning);
}

export async function findLearning(q: Queryable, id: number): Promise<Learning | null> {
  const rows = await q.query<LearningRow>(
    `SELECT ${columns} FROM content_items
      WHERE id = $1 AND kind = 'learning' AND published AND slug IS NOT NULL
        AND course_key IS NOT NULL AND format IS NOT NULL`,
    [id],
  );
  return rows[0] ? toLearning(rows[0]) : null;
}

/** The member's progress, by learning slug. */
export async function listProgress(
  q: Queryable,
  memberId: number,
): Promise<Map<string, LearningProgress>> {
  const rows = await q.query<{ item_slug: string; opened_at: Date; completed_at: Date | null }>(
    `SELECT item_slug, opened_at, completed_at FROM learning_progress WHERE member_id = $1`,
    [memberId],
  );
  return new Map(
    rows.map((r) => [r.item_slug, { openedAt: r.opened_at, completedAt: r.completed_at }]),
  );
}

/**
 * Records an opening or a completion in one statement, so two tabs at once cannot lose
 * either: the first opening stays, and a completion is never undone by a later opening.
 */
export async function recordProgress(
  q: Queryable,
  memberId: number,
  slug: string,
  completed: boolean,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO learning_progress (member_id, item_slug, opened_at, completed_at)
     VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN $3::timestamptz END)
     ON CONFLICT (member_id, item_slug) DO UPDATE
       SET completed_at = coalesce(learning_progress.completed_at, EXCLUDED.completed_at)`,
    [memberId, slug, now, completed],
  );
}
