import { z } from 'zod';
import {
  commonQueryWire,
  cursorListQueryWire,
  cursorPageWire,
  instantWire,
  searchQueryWire,
} from './common';
import { articleWire, eventWire } from './home';

/**
 * Stories, events and learnings (issue 14; spec §2 names the screens and §3 the Article and
 * Event entities, not the calls). Content is the company's, the same for every member;
 * progress through learnings is the member's own, from the token.
 */

/** The UI language the member reads in; content falls back to the company's default. */
const contentLanguageWire = z
  .string()
  .regex(/^[a-z]{2}$/, 'Choose a two-letter language code.')
  .optional();

export type StoryKind = 'article' | 'video';

/** A row of a story list: spec §3 Article without its content. */
const storySummaryWire = articleWire.omit({ content: true });
export type StorySummaryWire = z.infer<typeof storySummaryWire>;

/** GET /api/content/articles and /api/content/videos: newest first. */
export const storyListQueryWire = cursorListQueryWire.extend({
  lang: contentLanguageWire,
  search: searchQueryWire,
});

export const storyPageWire = cursorPageWire(storySummaryWire);

/** A caption track of a server-hosted video. */
const captionWire = z.object({ language: z.string(), url: z.string() });
export type CaptionWire = z.infer<typeof captionWire>;

/** GET /api/content/articles/{id}: `content` is the company's HTML, sanitised by the reader. */
export const articleResponseWire = z.object({ article: articleWire });

/** GET /api/content/videos/{id}: the video plays from the server's own media. */
const videoWire = articleWire.extend({
  video_url: z.string(),
  captions: z.array(captionWire),
});
export type VideoWire = z.infer<typeof videoWire>;
export const videoResponseWire = z.object({ video: videoWire });

const eventPeriods = ['upcoming', 'past'] as const;
export type EventPeriod = (typeof eventPeriods)[number];

/** GET /api/events: upcoming (not over yet) soonest first, or past ones latest first. */
export const eventListQueryWire = cursorListQueryWire.extend({
  period: z.enum(eventPeriods, { error: 'Choose upcoming or past events.' }).optional(),
});

/** Spec §3 Event, plus whether it happens online (then it has no place on a map). */
const eventDetailWire = eventWire.extend({ online: z.boolean() });
export type EventDetailWire = z.infer<typeof eventDetailWire>;

export const eventPageWire = cursorPageWire(eventDetailWire);

export const eventResponseWire = z.object({ event: eventDetailWire });

const learningFormats = ['article', 'video', 'pdf'] as const;
export type LearningFormat = (typeof learningFormats)[number];

const learningStatuses = ['not_started', 'opened', 'completed'] as const;
export type LearningStatus = (typeof learningStatuses)[number];

const learningItemWire = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  format: z.enum(learningFormats),
  /** Articles: the company's HTML. Videos and PDFs: null (see `url`). */
  content: z.string().nullable(),
  /** Videos and PDFs: the server's own media. */
  url: z.string().nullable(),
  captions: z.array(captionWire),
  status: z.enum(learningStatuses),
  opened_at: instantWire.nullable(),
  completed_at: instantWire.nullable(),
  updated_at: instantWire,
});

const courseWire = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  items: z.array(learningItemWire),
  completed_count: z.number().int(),
  total_count: z.number().int(),
});
export type CourseWire = z.infer<typeof courseWire>;

/** GET /api/learnings: every course in the company's order with the member's progress. */
export const learningsQueryWire = commonQueryWire.extend({ lang: contentLanguageWire });
export const learningsResponseWire = z.object({ courses: z.array(courseWire) });

/**
 * PUT /api/learnings/{id}/progress: opening marks a learning opened; completing it is the
 * member's own step. Progress never goes back: opening a completed learning keeps it done.
 */
export const learningProgressBodyWire = z.object({
  status: z.enum(['opened', 'completed'], { error: 'Choose opened or completed.' }),
});

export const learningProgressQueryWire = commonQueryWire.extend({ lang: contentLanguageWire });
export const learningProgressResponseWire = z.object({ course: courseWire });
