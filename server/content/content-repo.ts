import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { ContentItem } from './content';
import { likePattern } from '../shared/like-pattern';
import { keysetAfter, keysetOrder } from '../db/keyset';

export type ContentKind = 'article' | 'video' | 'learning';

type ContentRow = {
  id: number;
  title: string;
  description: string | null;
  content: string | null;
  url: string | null;
  image_preview: string | null;
  updated_at: Date;
  updated_key: string;
};

const columns = `id, title, description, content, url, image_preview, updated_at,
  updated_at::text AS updated_key`;

const toItem = (r: ContentRow): ContentItem => ({
  id: r.id,
  title: r.title,
  description: r.description,
  content: r.content,
  url: r.url,
  imagePreview: r.image_preview,
  updatedAt: r.updated_at,
  updatedKey: r.updated_key,
});

/**
 * Published items of one kind in one language. Articles and videos come newest first;
 * learnings follow the company's own order.
 */
export async function listContent(
  q: Queryable,
  kind: ContentKind,
  language: string,
  limit: number,
): Promise<ContentItem[]> {
  const order = kind === 'learning' ? 'sort_order, id' : 'updated_at DESC, id DESC';
  const rows = await q.query<ContentRow>(
    `SELECT ${columns} FROM content_items
      WHERE kind = $1 AND published AND language = $2
      ORDER BY ${order} LIMIT $3`,
    [kind, language, limit],
  );
  return rows.map(toItem);
}

/** One cursor page of a story list (articles or videos), newest first, optionally searched. */
export async function listStories(
  q: Queryable,
  kind: 'article' | 'video',
  language: string,
  search: string | null,
  after: Keyset | null,
  limit: number,
): Promise<ContentItem[]> {
  const params: unknown[] = [kind, language, limit + 1];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = [
    keysetAfter(params, after, { at: 'updated_at', id: 'id' }),
    search
      ? `(title ILIKE ${add(likePattern(search))} OR description ILIKE $${params.length})`
      : '',
  ].filter(Boolean);
  const rows = await q.query<ContentRow>(
    `SELECT ${columns} FROM content_items
      WHERE kind = $1 AND published AND language = $2 ${where.map((w) => `AND ${w}`).join(' ')}
      ORDER BY ${keysetOrder({ at: 'updated_at', id: 'id' })} LIMIT $3`,
    params,
  );
  return rows.map(toItem);
}

/** Whether any published item of a kind exists in a language (else the default is read). */
export async function hasContentIn(q: Queryable, kind: ContentKind, language: string) {
  const rows = await q.query(
    `SELECT 1 FROM content_items WHERE kind = $1 AND published AND language = $2 LIMIT 1`,
    [kind, language],
  );
  return rows.length > 0;
}

/** One published story by id, or null. */
export async function findStory(
  q: Queryable,
  kind: 'article' | 'video',
  id: number,
): Promise<ContentItem | null> {
  const rows = await q.query<ContentRow>(
    `SELECT ${columns} FROM content_items WHERE id = $1 AND kind = $2 AND published`,
    [id, kind],
  );
  return rows[0] ? toItem(rows[0]) : null;
}
