import { z } from 'zod';
import { cursorPageWire, cursorQueryWire, instantWire } from './common';

/**
 * The operator desk's content calls (issue 30 point 3): stories (articles and videos),
 * events and learnings, written as drafts, published and withdrawn. Every HTML body is
 * sanitised on the server with the member reader's own rules before it is stored, so the
 * desk's preview is byte for byte what a member receives.
 */

export const contentStates = ['draft', 'published', 'withdrawn'] as const;
export type ContentState = (typeof contentStates)[number];

const stateWire = z.enum(contentStates, { error: 'Choose draft, published or withdrawn.' });

const languageWire = z
  .string({ error: 'Choose a two-letter language code.' })
  .regex(/^[a-z]{2}$/, 'Choose a two-letter language code.');

/**
 * A link a member follows or plays: http(s) only, or a path on the portal's own server
 * (`/media/…`), never `javascript:` or `data:`.
 */
const safeUrlWire = z
  .string({ error: 'Enter a link.' })
  .trim()
  .max(2000, 'Use a link of at most 2000 characters.')
  .refine(isSafeUrl, 'Use an http or https link, or a path on this server starting with /.');

export function isSafeUrl(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const titleWire = z
  .string({ error: 'Enter a title.' })
  .trim()
  .min(1, 'Enter a title.')
  .max(200, 'Use a title of at most 200 characters.');

const descriptionWire = z
  .string()
  .trim()
  .max(500, 'Use a description of at most 500 characters.')
  .nullable()
  .optional();

/** Up to 200 000 characters of HTML: a long article with its markup, not a file. */
const bodyWire = z.string().max(200_000, 'Use a body of at most 200000 characters.');

const instantInputWire = z
  .string({ error: 'Enter a date and time.' })
  .refine((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s), {
    error: 'Enter a date and time (ISO 8601, e.g. 2026-12-01T18:00:00Z).',
  });

/** Whether an item is created as a draft or at once published. */
const initialStateWire = z
  .enum(['draft', 'published'], { error: 'Choose draft or published.' })
  .default('draft');

const filterQuery = {
  cursor: cursorQueryWire,
  language: languageWire.optional(),
  state: stateWire.optional(),
};

const lifeFields = {
  id: z.number().int(),
  state: stateWire,
  language: z.string(),
  published_at: instantWire.nullable(),
  withdrawn_at: instantWire.nullable(),
  created_at: instantWire,
  updated_at: instantWire,
};

// Stories ---------------------------------------------------------------------------------

const storyKinds = ['article', 'video'] as const;

export const deskStoryQueryWire = z.object({
  ...filterQuery,
  kind: z.enum(storyKinds, { error: 'Choose article or video.' }).optional(),
});

const deskStoryWire = z.object({
  ...lifeFields,
  kind: z.enum(storyKinds),
  title: z.string(),
  description: z.string().nullable(),
  /** Sanitised HTML, as members receive it. */
  content: z.string().nullable(),
  url: z.string().nullable(),
  image_preview: z.string().nullable(),
});
export type DeskStoryWire = z.infer<typeof deskStoryWire>;

/** A story's editable fields; a video needs its `url`. */
export const deskStoryEditWire = z.object({
  kind: z.enum(storyKinds, { error: 'Choose article or video.' }),
  language: languageWire,
  title: titleWire,
  description: descriptionWire,
  content: bodyWire.nullable().optional(),
  url: safeUrlWire.nullable().optional(),
  image_preview: safeUrlWire.nullable().optional(),
});
export type DeskStoryEditWire = z.infer<typeof deskStoryEditWire>;

export const deskStoryCreateWire = deskStoryEditWire.extend({ state: initialStateWire });

export const deskStoryPageWire = cursorPageWire(deskStoryWire);
export const deskStoryResponseWire = z.object({ story: deskStoryWire });

// Events ----------------------------------------------------------------------------------

export const deskEventQueryWire = z.object(filterQuery);

/**
 * An event's texts in another portal language than its own (decision 045); a text left out
 * reads as the event's own.
 */
const eventTextsWire = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  venue: z.string().nullable(),
});

const eventTextsEditWire = z.object({
  title: z.string().trim().max(200, 'Use a title of at most 200 characters.').nullable().optional(),
  description: z
    .string()
    .max(5000, 'Use a description of at most 5000 characters.')
    .nullable()
    .optional(),
  venue: z.string().trim().max(200, 'Use a place of at most 200 characters.').nullable().optional(),
});

const deskEventWire = z.object({
  ...lifeFields,
  title: z.string(),
  /** Plain text: members read it as text. */
  description: z.string().nullable(),
  start_date: instantWire,
  end_date: instantWire.nullable(),
  venue: z.string().nullable(),
  online: z.boolean(),
  online_url: z.string().nullable(),
  image_preview: z.string().nullable(),
  tag: z.string().nullable(),
  /** By language code: the texts written in the other portal languages. */
  translations: z.record(z.string(), eventTextsWire),
});
export type DeskEventWire = z.infer<typeof deskEventWire>;

/** An event takes place at a venue or online (then `online_url` is its link). */
export const deskEventEditWire = z.object({
  language: languageWire,
  title: titleWire,
  description: z
    .string()
    .max(5000, 'Use a description of at most 5000 characters.')
    .nullable()
    .optional(),
  start_date: instantInputWire,
  end_date: instantInputWire.nullable().optional(),
  venue: z.string().trim().max(200, 'Use a place of at most 200 characters.').nullable().optional(),
  online_url: safeUrlWire.nullable().optional(),
  image_preview: safeUrlWire.nullable().optional(),
  tag: z.string().trim().max(40, 'Use a tag of at most 40 characters.').nullable().optional(),
  /** Left out: the event keeps the translations it has. */
  translations: z.record(languageWire, eventTextsEditWire).optional(),
});
export type DeskEventEditWire = z.infer<typeof deskEventEditWire>;

export const deskEventCreateWire = deskEventEditWire.extend({ state: initialStateWire });

export const deskEventPageWire = cursorPageWire(deskEventWire);
export const deskEventResponseWire = z.object({ event: deskEventWire });

// Learnings -------------------------------------------------------------------------------

const learningFormatValues = ['article', 'video', 'pdf'] as const;

export const deskLearningQueryWire = z.object({
  ...filterQuery,
  course: z.string().max(60).optional(),
});

const deskLearningWire = z.object({
  ...lifeFields,
  course: z.string(),
  slug: z.string(),
  format: z.enum(learningFormatValues),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  url: z.string().nullable(),
  sort_order: z.number().int(),
});
export type DeskLearningWire = z.infer<typeof deskLearningWire>;

/** A learning: an article has a body, a video or a PDF a link. */
export const deskLearningEditWire = z.object({
  language: languageWire,
  course: z.string({ error: 'Choose a course.' }).min(1, 'Choose a course.').max(60),
  title: titleWire,
  description: descriptionWire,
  format: z.enum(learningFormatValues, { error: 'Choose article, video or PDF.' }),
  content: bodyWire.nullable().optional(),
  url: safeUrlWire.nullable().optional(),
  sort_order: z
    .number({ error: 'Enter a whole number from 0 to 10000.' })
    .int('Enter a whole number from 0 to 10000.')
    .min(0, 'Enter a whole number from 0 to 10000.')
    .max(10_000, 'Enter a whole number from 0 to 10000.')
    .default(0),
});
export type DeskLearningEditWire = z.infer<typeof deskLearningEditWire>;

export const deskLearningCreateWire = deskLearningEditWire.extend({
  state: initialStateWire,
  /** The same slug in every language ties translations (and progress) together. */
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,59}$/, 'Use 2 to 60 lowercase letters, digits and dashes.')
    .optional(),
});

export const deskLearningPageWire = cursorPageWire(deskLearningWire);
export const deskLearningResponseWire = z.object({ learning: deskLearningWire });

// Preview ---------------------------------------------------------------------------------

export const deskPreviewBodyWire = z.object({
  kind: z.enum(['article', 'video', 'learning', 'event'], {
    error: 'Choose article, video, learning or event.',
  }),
  body: bodyWire,
});

/** `html`: the body exactly as a member will receive it (plain text for an event). */
export const deskPreviewWire = z.object({ html: z.string() });
