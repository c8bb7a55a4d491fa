import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { CompanyEvent } from './content';
import { keysetAfter, keysetOrder } from '../db/keyset';
import { translated } from '../db/translated';

type EventRow = {
  id: number;
  title: string;
  venue: string | null;
  about: string | null;
  image_preview: string | null;
  tag: string | null;
  start_date: Date;
  end_date: Date | null;
  updated_at: Date;
  online: boolean;
  sort_key: string;
};

// Members see published events only: never a draft or a withdrawn one. Texts come in the
// language bound as `$1` (decision 045).
const columns = `id, ${translated('title', '$1')} AS title, ${translated('venue', '$1')} AS venue,
  ${translated('about', '$1')} AS about, image_preview, tag, start_date, end_date, updated_at,
  online`;

// An event is over once its end (or, without one, its start) has passed.
const endsAt = 'coalesce(end_date, start_date)';

const toEvent = (r: EventRow): CompanyEvent => ({
  id: r.id,
  title: r.title,
  venue: r.venue,
  about: r.about,
  imagePreview: r.image_preview,
  tag: r.tag,
  startDate: r.start_date,
  endDate: r.end_date,
  updatedAt: r.updated_at,
  online: r.online,
  sortKey: r.sort_key,
});

/** Events not over yet at `now` (running or to come), soonest first, after a keyset. */
export async function listUpcomingEvents(
  q: Queryable,
  language: string,
  now: Date,
  limit: number,
  after: Keyset | null = null,
): Promise<CompanyEvent[]> {
  const params: unknown[] = [language, now, limit];
  const keyset = after
    ? `AND ${keysetAfter(params, after, { at: 'start_date', id: 'id', dir: 'asc' })}`
    : '';
  const rows = await q.query<EventRow>(
    `SELECT ${columns}, start_date::text AS sort_key FROM events
      WHERE ${endsAt} >= $2 AND state = 'published' ${keyset}
      ORDER BY ${keysetOrder({ at: 'start_date', id: 'id', dir: 'asc' })} LIMIT $3`,
    params,
  );
  return rows.map(toEvent);
}

/** Events over at `now`, the most recently ended first, after a keyset. */
export async function listPastEvents(
  q: Queryable,
  language: string,
  now: Date,
  limit: number,
  after: Keyset | null,
): Promise<CompanyEvent[]> {
  const params: unknown[] = [language, now, limit];
  const walk = { at: endsAt, id: 'id' };
  const keyset = after ? `AND ${keysetAfter(params, after, walk)}` : '';
  const rows = await q.query<EventRow>(
    `SELECT ${columns}, ${endsAt}::text AS sort_key FROM events
      WHERE ${endsAt} < $2 AND state = 'published' ${keyset}
      ORDER BY ${keysetOrder(walk)} LIMIT $3`,
    params,
  );
  return rows.map(toEvent);
}

export async function findEvent(
  q: Queryable,
  language: string,
  id: number,
): Promise<CompanyEvent | null> {
  const rows = await q.query<EventRow>(
    `SELECT ${columns}, start_date::text AS sort_key FROM events WHERE id = $2 AND state = 'published'`,
    [language, id],
  );
  return rows[0] ? toEvent(rows[0]) : null;
}
