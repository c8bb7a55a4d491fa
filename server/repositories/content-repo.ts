import type { Queryable } from '../db/connection';
import type { CompanyEvent, ContentItem } from '../domain/content';

export type ContentKind = 'article' | 'video' | 'learning';

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
  const rows = await q.query<{
    id: number;
    title: string;
    description: string | null;
    content: string | null;
    image_preview: string | null;
    updated_at: Date;
  }>(
    `SELECT id, title, description, content, image_preview, updated_at FROM content_items
      WHERE kind = $1 AND published AND language = $2
      ORDER BY ${order} LIMIT $3`,
    [kind, language, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    content: r.content,
    imagePreview: r.image_preview,
    updatedAt: r.updated_at,
  }));
}

/** Events not over yet at `now` (running or to come), soonest first. */
export async function listUpcomingEvents(
  q: Queryable,
  now: Date,
  limit: number,
): Promise<CompanyEvent[]> {
  const rows = await q.query<{
    id: number;
    title: string;
    venue: string | null;
    about: string | null;
    image_preview: string | null;
    tag: string | null;
    start_date: Date;
    end_date: Date | null;
    updated_at: Date;
  }>(
    `SELECT id, title, venue, about, image_preview, tag, start_date, end_date, updated_at
       FROM events WHERE coalesce(end_date, start_date) >= $1
      ORDER BY start_date, id LIMIT $2`,
    [now, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    venue: r.venue,
    about: r.about,
    imagePreview: r.image_preview,
    tag: r.tag,
    startDate: r.start_date,
    endDate: r.end_date,
    updatedAt: r.updated_at,
  }));
}
