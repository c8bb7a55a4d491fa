import {
  deskEventPageWire,
  deskEventResponseWire,
  deskLearningPageWire,
  deskLearningResponseWire,
  deskPreviewWire,
  deskStoryPageWire,
  deskStoryResponseWire,
  type ContentState,
  type DeskEventWire,
  type DeskLearningWire,
  type DeskStoryWire,
} from '@contract/desk-content';
import { cursorList, signalOf } from './cursor-page';
import { get, post, put, type QueryParams } from './http';

export type { ContentState };

/** The desk's three content lists (issue 30 point 3), each at /api/admin/content/<section>. */
export type ContentSection = 'stories' | 'events' | 'learnings';

type Life = {
  id: number;
  state: ContentState;
  language: string;
  publishedAt: string | null;
  withdrawnAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type DeskStory = Life & {
  kind: 'article' | 'video';
  title: string;
  description: string | null;
  content: string | null;
  url: string | null;
  imagePreview: string | null;
};

export type DeskEvent = Life & {
  title: string;
  description: string | null;
  startDate: string;
  endDate: string | null;
  venue: string | null;
  online: boolean;
  onlineUrl: string | null;
  imagePreview: string | null;
  tag: string | null;
  /** By language code: the texts written in the other portal languages (decision 045). */
  translations: Record<string, EventTexts>;
};

export type EventTexts = { title: string | null; description: string | null; venue: string | null };

/** The languages the desk writes content in. */
export const deskLanguages = ['en', 'es'] as const;

/** The draft key of an event's text in another language: `title_es`. */
export const translationKey = (field: keyof EventTexts, language: string) => `${field}_${language}`;

export type DeskLearning = Life & {
  course: string;
  slug: string;
  format: 'article' | 'video' | 'pdf';
  title: string;
  description: string | null;
  content: string | null;
  url: string | null;
  sortOrder: number;
};

const toLife = (w: DeskStoryWire | DeskEventWire | DeskLearningWire): Life => ({
  id: w.id,
  state: w.state,
  language: w.language,
  publishedAt: w.published_at,
  withdrawnAt: w.withdrawn_at,
  createdAt: w.created_at,
  updatedAt: w.updated_at,
});

export const toDeskStory = (w: DeskStoryWire): DeskStory => ({
  ...toLife(w),
  kind: w.kind,
  title: w.title,
  description: w.description,
  content: w.content,
  url: w.url,
  imagePreview: w.image_preview,
});

export const toDeskEvent = (w: DeskEventWire): DeskEvent => ({
  ...toLife(w),
  title: w.title,
  description: w.description,
  startDate: w.start_date,
  endDate: w.end_date,
  venue: w.venue,
  online: w.online,
  onlineUrl: w.online_url,
  imagePreview: w.image_preview,
  tag: w.tag,
  translations: w.translations,
});

export const toDeskLearning = (w: DeskLearningWire): DeskLearning => ({
  ...toLife(w),
  course: w.course,
  slug: w.slug,
  format: w.format,
  title: w.title,
  description: w.description,
  content: w.content,
  url: w.url,
  sortOrder: w.sort_order,
});

/** A list's filters as the address bar holds them; '' is no filter. */
export type ContentFilters = { state: string; language: string; kind: string };

const toContentQuery = (f: ContentFilters): QueryParams => ({
  state: f.state,
  language: f.language,
  kind: f.kind,
});

const base = '/api/admin/content';

export const getStoryPage = cursorList(
  `${base}/stories`,
  deskStoryPageWire,
  toDeskStory,
  toContentQuery,
);
export const getEventPage = cursorList(
  `${base}/events`,
  deskEventPageWire,
  toDeskEvent,
  ({ kind: _kind, ...f }: ContentFilters) => toContentQuery({ ...f, kind: '' }),
);
export const getLearningPage = cursorList(
  `${base}/learnings`,
  deskLearningPageWire,
  toDeskLearning,
  ({ kind: _kind, ...f }: ContentFilters) => toContentQuery({ ...f, kind: '' }),
);

export const getStory = async (id: number, signal?: AbortSignal) =>
  toDeskStory(
    (await get(`${base}/stories/${id}`, { schema: deskStoryResponseWire, ...signalOf(signal) }))
      .story,
  );
export const getEvent = async (id: number, signal?: AbortSignal) =>
  toDeskEvent(
    (await get(`${base}/events/${id}`, { schema: deskEventResponseWire, ...signalOf(signal) }))
      .event,
  );
export const getLearning = async (id: number, signal?: AbortSignal) =>
  toDeskLearning(
    (
      await get(`${base}/learnings/${id}`, {
        schema: deskLearningResponseWire,
        ...signalOf(signal),
      })
    ).learning,
  );

/**
 * A form's values as the editor holds them (text, '' for blank), sent in the wire's names;
 * `null` clears an optional field. The server sanitises and checks them again.
 */
export type ContentDraft = Record<string, string>;

const blankToNull = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v);
const isoOrRaw = (local: string) => {
  const at = new Date(local);
  return local && !Number.isNaN(at.getTime()) ? at.toISOString() : local;
};

/** The texts the draft holds in the languages other than the event's own. */
const eventTranslations = (d: ContentDraft) =>
  Object.fromEntries(
    deskLanguages
      .filter((language) => language !== d.language)
      .map((language) => [
        language,
        {
          title: blankToNull(d[translationKey('title', language)]),
          description: blankToNull(d[translationKey('description', language)]),
          venue: blankToNull(d[translationKey('venue', language)]),
        },
      ]),
  );

/** The wire body of a save of `section` from the editor's values (snake_case already). */
export function toContentBody(section: ContentSection, d: ContentDraft): Record<string, unknown> {
  const common = { language: d.language ?? '', title: d.title ?? '' };
  if (section === 'stories')
    return {
      ...common,
      kind: d.kind,
      description: blankToNull(d.description),
      content: blankToNull(d.content),
      url: blankToNull(d.url),
      image_preview: blankToNull(d.image_preview),
    };
  if (section === 'events')
    return {
      ...common,
      description: blankToNull(d.description),
      start_date: isoOrRaw(d.start_date ?? ''),
      end_date: d.end_date ? isoOrRaw(d.end_date) : null,
      venue: blankToNull(d.venue),
      online_url: blankToNull(d.online_url),
      image_preview: blankToNull(d.image_preview),
      tag: blankToNull(d.tag),
      translations: eventTranslations(d),
    };
  const order = Number(d.sort_order);
  return {
    ...common,
    course: d.course ?? '',
    description: blankToNull(d.description),
    format: d.format,
    content: blankToNull(d.content),
    url: blankToNull(d.url),
    sort_order: d.sort_order?.trim() === '' || Number.isNaN(order) ? d.sort_order : order,
  };
}

type AnyItem = DeskStory | DeskEvent | DeskLearning;
// The answer is checked here, by the schema of the section's item.
function itemOf(section: ContentSection, body: unknown): AnyItem {
  if (section === 'stories') return toDeskStory(deskStoryResponseWire.parse(body).story);
  if (section === 'events') return toDeskEvent(deskEventResponseWire.parse(body).event);
  return toDeskLearning(deskLearningResponseWire.parse(body).learning);
}

/** POST (new, as a draft) or PUT (an existing item) of the editor's values. */
export async function saveContent(
  section: ContentSection,
  id: number | null,
  draft: ContentDraft,
): Promise<AnyItem> {
  const body = toContentBody(section, draft);
  const answer =
    id === null
      ? await post(`${base}/${section}`, { ...body, state: 'draft' })
      : await put(`${base}/${section}/${id}`, body);
  return itemOf(section, answer);
}

/** Publishes or withdraws an item. */
export async function stepContent(
  section: ContentSection,
  id: number,
  step: 'publish' | 'withdraw',
): Promise<AnyItem> {
  return itemOf(section, await post(`${base}/${section}/${id}/${step}`, undefined));
}

/** The body exactly as members will receive it (the server's sanitised HTML). */
export const previewContent = async (
  kind: 'article' | 'video' | 'learning' | 'event',
  body: string,
) => (await post(`${base}/preview`, { kind, body }, { schema: deskPreviewWire })).html;

export const deskContentKeys = {
  all: ['desk', 'content'] as const,
  list: (section: ContentSection, f: ContentFilters) =>
    [...deskContentKeys.all, section, 'list', f] as const,
  item: (section: ContentSection, id: number) =>
    [...deskContentKeys.all, section, 'item', id] as const,
};
