import { cursorList, getById, getCursorPage, signalOf, type CursorPage } from './cursor-page';
import { get, put } from './http';
import { toArticleItem, toEventItem, type ArticleItem, type EventItem } from './home';
import {
  articleResponseWire,
  eventPageWire,
  eventResponseWire,
  learningProgressResponseWire,
  learningsResponseWire,
  storyPageWire,
  videoResponseWire,
  type CaptionWire,
  type CourseWire,
  type EventDetailWire,
  type EventPeriod,
  type LearningFormat,
  type LearningStatus,
  type StoryKind,
  type StorySummaryWire,
} from '@contract/content';

// Stories, events and learnings (issue 14): the calls are ours (contract/content.ts).

export type { EventPeriod, LearningFormat, StoryKind };

export type StorySummary = Omit<ArticleItem, 'content'>;

const toStorySummary = (w: StorySummaryWire): StorySummary => ({
  id: w.id,
  title: w.title,
  description: w.description,
  imagePreview: w.image_preview,
  updatedAt: w.updated_at,
});

export type Caption = { language: string; url: string };
const toCaption = (w: CaptionWire): Caption => ({ language: w.language, url: w.url });

export type Video = ArticleItem & { videoUrl: string; captions: Caption[] };

const storyPaths: Record<StoryKind, string> = {
  article: '/api/content/articles',
  video: '/api/content/videos',
};

export function getStories(
  kind: StoryKind,
  filter: { lang: string; search: string },
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<StorySummary>> {
  const page = { query: { ...filter, cursor }, schema: storyPageWire, signal };
  return getCursorPage(storyPaths[kind], page, toStorySummary);
}

export async function getArticle(id: string, signal?: AbortSignal): Promise<ArticleItem> {
  const w = await getById(storyPaths.article, id, articleResponseWire, signal);
  return toArticleItem(w.article);
}

export async function getVideo(id: string, signal?: AbortSignal): Promise<Video> {
  const w = await getById(storyPaths.video, id, videoResponseWire, signal);
  return {
    ...toArticleItem(w.video),
    videoUrl: w.video.video_url,
    captions: w.video.captions.map(toCaption),
  };
}

export type CompanyEvent = EventItem & { online: boolean };

const toCompanyEvent = (w: EventDetailWire): CompanyEvent => ({
  ...toEventItem(w),
  online: w.online,
});

export const getEvents = cursorList(
  '/api/events',
  eventPageWire,
  toCompanyEvent,
  (period: EventPeriod) => ({ period }),
);

export async function getEvent(id: string, signal?: AbortSignal): Promise<CompanyEvent> {
  const w = await getById('/api/events', id, eventResponseWire, signal);
  return toCompanyEvent(w.event);
}

export type Learning = {
  id: number;
  title: string;
  description: string | null;
  format: LearningFormat;
  content: string | null;
  url: string | null;
  captions: Caption[];
  status: LearningStatus;
  openedAt: string | null;
  completedAt: string | null;
  updatedAt: string;
};

export type Course = {
  key: string;
  title: string;
  description: string | null;
  items: Learning[];
  completedCount: number;
  totalCount: number;
};

const toCourse = (w: CourseWire): Course => ({
  key: w.key,
  title: w.title,
  description: w.description,
  completedCount: w.completed_count,
  totalCount: w.total_count,
  items: w.items.map((i) => ({
    id: i.id,
    title: i.title,
    description: i.description,
    format: i.format,
    content: i.content,
    url: i.url,
    captions: i.captions.map(toCaption),
    status: i.status,
    openedAt: i.opened_at,
    completedAt: i.completed_at,
    updatedAt: i.updated_at,
  })),
});

export async function getCourses(lang: string, signal?: AbortSignal): Promise<Course[]> {
  const w = await get('/api/learnings', {
    query: { lang },
    schema: learningsResponseWire,
    ...signalOf(signal),
  });
  return w.courses.map(toCourse);
}

export async function markLearning(
  id: number,
  status: 'opened' | 'completed',
  lang: string,
): Promise<Course> {
  const w = await put(
    `/api/learnings/${id}/progress`,
    { status },
    { query: { lang }, schema: learningProgressResponseWire },
  );
  return toCourse(w.course);
}
