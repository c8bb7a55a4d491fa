import type { EventPeriod, LearningStatus } from '../../contract/content';
import type { Keyset } from '../../contract/paging';
import type { Queryable } from '../db/connection';
import type { CompanyEvent, ContentItem } from './content';
import { courseProgress, type CourseProgress } from './learning';
import { findStory, hasContentIn, listStories, type ContentKind } from './content-repo';
import { findEvent, listPastEvents, listUpcomingEvents } from './event-repo';
import {
  findLearning,
  listCourses,
  listLearnings,
  listProgress,
  recordProgress,
} from './learning-repo';
import { findMemberById } from '../members';
import { getSetting, requireModule } from '../company';
import { notFound } from '../shared/app-error';

/**
 * The language to read content in: the one the member reads the portal in (else their
 * stored one), or the company's default when it has written nothing of that kind in it.
 */
async function contentLanguage(
  db: Queryable,
  memberId: number,
  kind: ContentKind,
  requested: string | undefined,
): Promise<string> {
  const language = requested ?? (await findMemberById(db, memberId))?.language ?? 'en';
  if (await hasContentIn(db, kind, language)) return language;
  return (await getSetting<string>(db, 'default_language')) ?? 'en';
}

export type StoryKind = 'article' | 'video';

const storiesOn = (db: Queryable) => requireModule(db, 'stories', 'Stories');

export async function listStoryPage(
  db: Queryable,
  memberId: number,
  kind: StoryKind,
  filter: { lang?: string; search?: string },
  after: Keyset | null,
  limit: number,
): Promise<ContentItem[]> {
  await storiesOn(db);
  const language = await contentLanguage(db, memberId, kind, filter.lang);
  return listStories(db, kind, language, filter.search?.trim() || null, after, limit);
}

/** One published article or video; an id of another kind is a 404 like an unknown one. */
export async function getStory(db: Queryable, kind: StoryKind, id: number): Promise<ContentItem> {
  await storiesOn(db);
  const story = await findStory(db, kind, id);
  if (!story || (kind === 'video' && !story.url)) {
    throw notFound(kind === 'video' ? 'Video not found.' : 'Article not found.');
  }
  return story;
}

const eventsOn = (db: Queryable) => requireModule(db, 'events', 'Events');

/** A page of events with their texts in `language` (decision 045). */
export async function listEventPage(
  db: Queryable,
  language: string,
  period: EventPeriod,
  after: Keyset | null,
  limit: number,
  now = new Date(),
): Promise<CompanyEvent[]> {
  await eventsOn(db);
  // One row more than a page tells whether another page follows.
  return period === 'past'
    ? listPastEvents(db, language, now, limit + 1, after)
    : listUpcomingEvents(db, language, now, limit + 1, after);
}

export async function getEvent(db: Queryable, language: string, id: number): Promise<CompanyEvent> {
  await eventsOn(db);
  const event = await findEvent(db, language, id);
  if (!event) throw notFound('Event not found.');
  return event;
}

/** Every course with the member's progress (learnings are always on, spec §2). */
export async function getCourses(
  db: Queryable,
  memberId: number,
  lang: string | undefined,
): Promise<CourseProgress[]> {
  const language = await contentLanguage(db, memberId, 'learning', lang);
  const [courses, learnings, progress] = await Promise.all([
    listCourses(db, language),
    listLearnings(db, language),
    listProgress(db, memberId),
  ]);
  return courseProgress(courses, learnings, progress);
}

/** Records an opening or a completion and answers with the learning's course as it now is. */
export async function markLearning(
  db: Queryable,
  memberId: number,
  learningId: number,
  status: Exclude<LearningStatus, 'not_started'>,
  lang: string | undefined,
  now = new Date(),
): Promise<CourseProgress> {
  const learning = await findLearning(db, learningId);
  if (!learning) throw notFound('Learning not found.');
  await recordProgress(db, memberId, learning.slug, status === 'completed', now);
  const courses = await getCourses(db, memberId, lang);
  const course = courses.find((c) => c.key === learning.courseKey);
  if (!course) throw notFound('Learning not found.');
  return course;
}
