import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { ContentState } from '../../contract/desk-content';
import type {
  DeskLearning,
  DeskListFilter,
  DeskStory,
  LearningFields,
  StoryFields,
} from './desk-content';
import { keysetAfter, keysetOrder } from '../db/keyset';

/** The desk's writes of content_items (stories and learnings); members read them elsewhere. */

type Row = {
  id: number;
  kind: 'article' | 'video' | 'learning';
  state: ContentState;
  language: string;
  title: string;
  description: string | null;
  content: string | null;
  url: string | null;
  image_preview: string | null;
  course_key: string | null;
  slug: string | null;
  format: DeskLearning['format'] | null;
  sort_order: number;
  published_at: Date | null;
  withdrawn_at: Date | null;
  created_at: Date;
  updated_at: Date;
  updated_key: string;
};

const columns = `id, kind, state, language, title, description, content, url, image_preview,
  course_key, slug, format, sort_order, published_at, withdrawn_at, created_at, updated_at,
  updated_at::text AS updated_key`;

const life = (r: Row) => ({
  id: Number(r.id),
  state: r.state,
  language: r.language,
  publishedAt: r.published_at,
  withdrawnAt: r.withdrawn_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  updatedKey: r.updated_key,
});

const toStory = (r: Row): DeskStory => ({
  ...life(r),
  kind: r.kind as DeskStory['kind'],
  title: r.title,
  description: r.description,
  content: r.content,
  url: r.url,
  imagePreview: r.image_preview,
});

const toLearning = (r: Row): DeskLearning => ({
  ...life(r),
  course: r.course_key ?? '',
  slug: r.slug ?? '',
  format: r.format ?? 'article',
  title: r.title,
  description: r.description,
  content: r.content,
  url: r.url,
  sortOrder: r.sort_order,
});

const walk = { at: 'updated_at', id: 'id' };

async function listItems(
  q: Queryable,
  kinds: string[],
  filter: DeskListFilter & { course?: string },
  page: { after: Keyset | null; limit: number },
): Promise<Row[]> {
  const params: unknown[] = [kinds, page.limit + 1];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = [
    keysetAfter(params, page.after, walk),
    filter.language ? `language = ${add(filter.language)}` : '',
    filter.state ? `state = ${add(filter.state)}` : '',
    filter.course ? `course_key = ${add(filter.course)}` : '',
  ].filter(Boolean);
  return q.query<Row>(
    `SELECT ${columns} FROM content_items
      WHERE kind = ANY($1::text[]) ${where.map((w) => `AND ${w}`).join(' ')}
      ORDER BY ${keysetOrder(walk)} LIMIT $2`,
    params,
  );
}

export const listDeskStories = async (
  q: Queryable,
  filter: DeskListFilter & { kind?: DeskStory['kind'] },
  page: { after: Keyset | null; limit: number },
) =>
  (await listItems(q, filter.kind ? [filter.kind] : ['article', 'video'], filter, page)).map(
    toStory,
  );

export const listDeskLearnings = async (
  q: Queryable,
  filter: DeskListFilter & { course?: string },
  page: { after: Keyset | null; limit: number },
) => (await listItems(q, ['learning'], filter, page)).map(toLearning);

async function findItem(q: Queryable, kinds: string[], id: number, lock: boolean) {
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM content_items WHERE id = $1 AND kind = ANY($2::text[])
      ${lock ? 'FOR UPDATE' : ''}`,
    [id, kinds],
  );
  return rows[0] ?? null;
}

export async function findDeskStory(q: Queryable, id: number, lock = false) {
  const row = await findItem(q, ['article', 'video'], id, lock);
  return row ? toStory(row) : null;
}

export async function findDeskLearning(q: Queryable, id: number, lock = false) {
  const row = await findItem(q, ['learning'], id, lock);
  return row ? toLearning(row) : null;
}

/** `published` follows the state (a check in the schema keeps the two equal). */
const stateColumns = `state = $2, published = ($2 = 'published'),
  published_at = CASE WHEN $2 = 'published' THEN $3 ELSE published_at END,
  withdrawn_at = CASE WHEN $2 = 'withdrawn' THEN $3 ELSE withdrawn_at END,
  updated_at = $3`;

export async function insertStory(
  q: Queryable,
  s: StoryFields,
  state: ContentState,
  now: Date,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO content_items (kind, language, title, description, content, url, image_preview,
       state, published, published_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8 = 'published',
       CASE WHEN $8 = 'published' THEN $9::timestamptz END, $9, $9)
     RETURNING id`,
    [s.kind, s.language, s.title, s.description, s.content, s.url, s.imagePreview, state, now],
  );
  return Number(row!.id);
}

export async function updateStory(q: Queryable, id: number, s: StoryFields, now: Date) {
  await q.query(
    `UPDATE content_items SET kind = $2, language = $3, title = $4, description = $5,
       content = $6, url = $7, image_preview = $8, updated_at = $9
     WHERE id = $1`,
    [id, s.kind, s.language, s.title, s.description, s.content, s.url, s.imagePreview, now],
  );
}

export async function insertLearning(
  q: Queryable,
  l: LearningFields & { slug: string },
  state: ContentState,
  now: Date,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO content_items (kind, language, course_key, slug, format, title, description,
       content, url, sort_order, state, published, published_at, created_at, updated_at)
     VALUES ('learning', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10 = 'published',
       CASE WHEN $10 = 'published' THEN $11::timestamptz END, $11, $11)
     RETURNING id`,
    [
      l.language,
      l.course,
      l.slug,
      l.format,
      l.title,
      l.description,
      l.content,
      l.url,
      l.sortOrder,
      state,
      now,
    ],
  );
  return Number(row!.id);
}

export async function updateLearning(q: Queryable, id: number, l: LearningFields, now: Date) {
  await q.query(
    `UPDATE content_items SET language = $2, course_key = $3, format = $4, title = $5,
       description = $6, content = $7, url = $8, sort_order = $9, updated_at = $10
     WHERE id = $1`,
    [
      id,
      l.language,
      l.course,
      l.format,
      l.title,
      l.description,
      l.content,
      l.url,
      l.sortOrder,
      now,
    ],
  );
}

export async function setItemState(q: Queryable, id: number, state: ContentState, now: Date) {
  await q.query(`UPDATE content_items SET ${stateColumns} WHERE id = $1`, [id, state, now]);
}

/** Whether a learning with this slug exists in this language (one per language). */
export async function slugTaken(q: Queryable, slug: string, language: string, exceptId = 0) {
  const rows = await q.query(
    `SELECT 1 FROM content_items WHERE slug = $1 AND language = $2 AND id <> $3`,
    [slug, language, exceptId],
  );
  return rows.length > 0;
}

/** Whether the company has this course in this language. */
export async function courseExists(q: Queryable, key: string, language: string) {
  const rows = await q.query(`SELECT 1 FROM learning_courses WHERE key = $1 AND language = $2`, [
    key,
    language,
  ]);
  return rows.length > 0;
}
