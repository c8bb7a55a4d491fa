import type { ContentState } from '../../contract/desk-content';
import { isSafeUrl } from '../../contract/desk-content';
import { fieldErrors } from '../shared/app-error';

/** A story, event or learning as the desk sees it: in any state, with its life cycle. */
type Life = {
  id: number;
  state: ContentState;
  language: string;
  publishedAt: Date | null;
  withdrawnAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** updated_at as PostgreSQL prints it: the desk lists' cursor key. */
  updatedKey: string;
};

export type DeskStory = Life & {
  kind: 'article' | 'video';
  title: string;
  description: string | null;
  content: string | null;
  url: string | null;
  imagePreview: string | null;
};

/** An event's texts in one other language; null where it reads as the event's own. */
type EventTexts = { title: string | null; description: string | null; venue: string | null };

export type DeskEvent = Life & {
  title: string;
  description: string | null;
  startDate: Date;
  endDate: Date | null;
  venue: string | null;
  online: boolean;
  onlineUrl: string | null;
  imagePreview: string | null;
  tag: string | null;
  /** By language code (decision 045). */
  translations: Record<string, EventTexts>;
};

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

export type StoryFields = Pick<
  DeskStory,
  'kind' | 'language' | 'title' | 'description' | 'content' | 'url' | 'imagePreview'
>;
export type EventFields = Pick<
  DeskEvent,
  | 'language'
  | 'title'
  | 'description'
  | 'startDate'
  | 'endDate'
  | 'venue'
  | 'online'
  | 'onlineUrl'
  | 'imagePreview'
  | 'tag'
> & { translations?: Record<string, EventTexts> | undefined };
export type LearningFields = Pick<
  DeskLearning,
  'language' | 'course' | 'title' | 'description' | 'format' | 'content' | 'url' | 'sortOrder'
>;

export type DeskListFilter = { language?: string; state?: ContentState };

/** Which state a life-cycle step leads to, and from which states it may be taken. */
export const lifeSteps = {
  publish: { to: 'published', from: ['draft', 'withdrawn'] },
  withdraw: { to: 'withdrawn', from: ['published'] },
} as const satisfies Record<string, { to: ContentState; from: readonly ContentState[] }>;
export type LifeStep = keyof typeof lifeSteps;

const blank = (s: string | null | undefined) => !s || s.trim() === '';

/** A story's own rules beyond the wire's: an article has a body, a video a link. */
export function checkStory(s: StoryFields): void {
  const errors: Record<string, string[]> = {};
  if (s.kind === 'article' && blank(s.content)) errors.content = ['Write the article.'];
  if (s.kind === 'video' && blank(s.url)) errors.url = ['Give the video a link.'];
  if (Object.keys(errors).length) throw fieldErrors(errors, 'Check the story.');
}

/** An event ends after it starts and happens somewhere: a place, or online with a link. */
export function checkEvent(e: EventFields): void {
  const errors: Record<string, string[]> = {};
  if (e.endDate && e.endDate.getTime() <= e.startDate.getTime())
    errors.end_date = ['The end must come after the start.'];
  if (blank(e.venue) && blank(e.onlineUrl))
    errors.venue = ['Give a place, or an online link for an online event.'];
  if (e.onlineUrl && !isSafeUrl(e.onlineUrl)) errors.online_url = ['Use an http or https link.'];
  if (Object.keys(errors).length) throw fieldErrors(errors, 'Check the event.');
}

/** A learning article has a body; a video or a PDF has a link. */
export function checkLearning(l: LearningFields): void {
  const errors: Record<string, string[]> = {};
  if (l.format === 'article' && blank(l.content)) errors.content = ['Write the learning.'];
  if (l.format !== 'article' && blank(l.url)) errors.url = ['Give the video or PDF a link.'];
  if (Object.keys(errors).length) throw fieldErrors(errors, 'Check the learning.');
}

/** The fields whose value differs, before and after: what an audit row records. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const x = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const y = after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key];
    if (x !== y) {
      b[key] = x as T[keyof T];
      a[key] = y as T[keyof T];
    }
  }
  return { before: b, after: a };
}
