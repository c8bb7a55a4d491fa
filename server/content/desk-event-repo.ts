import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { ContentState } from '../../contract/desk-content';
import type { DeskEvent, DeskListFilter, EventFields } from './desk-content';
import { keysetAfter, keysetOrder } from '../db/keyset';

/** The desk's reads and writes of events in every state. */

type Row = {
  id: number;
  state: ContentState;
  language: string;
  title: string;
  about: string | null;
  start_date: Date;
  end_date: Date | null;
  venue: string | null;
  online: boolean;
  online_url: string | null;
  image_preview: string | null;
  tag: string | null;
  translations: Record<string, { title?: string; about?: string; venue?: string }>;
  published_at: Date | null;
  withdrawn_at: Date | null;
  created_at: Date;
  updated_at: Date;
  updated_key: string;
};

// events has no created_at of its own: its first publication or edit stands in for it.
const columns = `id, state, language, title, about, start_date, end_date, venue, online,
  online_url, image_preview, tag, translations, published_at, withdrawn_at,
  coalesce(published_at, updated_at) AS created_at, updated_at, updated_at::text AS updated_key`;

const toEvent = (r: Row): DeskEvent => ({
  id: Number(r.id),
  state: r.state,
  language: r.language,
  publishedAt: r.published_at,
  withdrawnAt: r.withdrawn_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  updatedKey: r.updated_key,
  title: r.title,
  description: r.about,
  startDate: r.start_date,
  endDate: r.end_date,
  venue: r.venue,
  online: r.online,
  onlineUrl: r.online_url,
  imagePreview: r.image_preview,
  tag: r.tag,
  // The column keeps the base column names (decision 045): `about` is the description.
  translations: Object.fromEntries(
    Object.entries(r.translations ?? {}).map(([language, t]) => [
      language,
      { title: t.title ?? null, description: t.about ?? null, venue: t.venue ?? null },
    ]),
  ),
});

/** The translations as the column keeps them, empty texts left out; null keeps the stored ones. */
const translationsColumn = (translations: EventFields['translations']) =>
  translations === undefined
    ? null
    : JSON.stringify(
        Object.fromEntries(
          Object.entries(translations).map(([language, t]) => [
            language,
            Object.fromEntries(
              Object.entries({ title: t.title, about: t.description, venue: t.venue }).filter(
                ([, v]) => v !== null,
              ),
            ),
          ]),
        ),
      );

const walk = { at: 'updated_at', id: 'id' };

export async function listDeskEvents(
  q: Queryable,
  filter: DeskListFilter,
  page: { after: Keyset | null; limit: number },
): Promise<DeskEvent[]> {
  const params: unknown[] = [page.limit + 1];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = [
    keysetAfter(params, page.after, walk),
    filter.language ? `language = ${add(filter.language)}` : '',
    filter.state ? `state = ${add(filter.state)}` : '',
  ].filter(Boolean);
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM events ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${keysetOrder(walk)} LIMIT $1`,
    params,
  );
  return rows.map(toEvent);
}

export async function findDeskEvent(q: Queryable, id: number, lock = false) {
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM events WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toEvent(rows[0]) : null;
}

const fieldValues = (e: EventFields) => [
  e.language,
  e.title,
  e.description,
  e.startDate,
  e.endDate,
  e.venue,
  e.online,
  e.onlineUrl,
  e.imagePreview,
  e.tag,
  translationsColumn(e.translations),
];

export async function insertEvent(
  q: Queryable,
  e: EventFields,
  state: ContentState,
  now: Date,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO events (language, title, about, start_date, end_date, venue, online, online_url,
       image_preview, tag, translations, state, published_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11::jsonb, '{}'), $12,
       CASE WHEN $12 = 'published' THEN $13::timestamptz END, $13)
     RETURNING id`,
    [...fieldValues(e), state, now],
  );
  return Number(row!.id);
}

export async function updateEvent(q: Queryable, id: number, e: EventFields, now: Date) {
  await q.query(
    `UPDATE events SET language = $1, title = $2, about = $3, start_date = $4, end_date = $5,
       venue = $6, online = $7, online_url = $8, image_preview = $9, tag = $10,
       translations = coalesce($11::jsonb, translations), updated_at = $12
     WHERE id = $13`,
    [...fieldValues(e), now, id],
  );
}

export async function setEventState(q: Queryable, id: number, state: ContentState, now: Date) {
  await q.query(
    `UPDATE events SET state = $2,
       published_at = CASE WHEN $2 = 'published' THEN $3 ELSE published_at END,
       withdrawn_at = CASE WHEN $2 = 'withdrawn' THEN $3 ELSE withdrawn_at END,
       updated_at = $3
     WHERE id = $1`,
    [id, state, now],
  );
}
