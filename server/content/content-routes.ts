import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleResponseWire,
  eventListQueryWire,
  eventPageWire,
  eventResponseWire,
  learningProgressBodyWire,
  learningProgressQueryWire,
  learningProgressResponseWire,
  learningsQueryWire,
  learningsResponseWire,
  storyListQueryWire,
  storyPageWire,
  videoResponseWire,
} from '../../contract/content';
import type { Db } from '../db/connection';
import type { CompanyEvent, ContentItem } from './content';
import {
  getCourses,
  getEvent,
  getStory,
  listEventPage,
  listStoryPage,
  markLearning,
  type StoryKind,
} from './content-service';
import { requireSession } from '../http/context';
import { requestLanguage } from '../http/language';
import {
  toCourseWire,
  toEventDetailWire,
  toStorySummaryWire,
  toVideoWire,
  toArticleWire,
} from './content-presenters';
import { memberListRoute } from '../http/list-route';
import { pathId } from '../http/path-id';

const idParams = z.object({ id: z.string() });

/** Stories, events and learnings (issue 14; the calls are ours, contract/content.ts). */
export function contentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const storyList = (kind: StoryKind, path: string) =>
    memberListRoute(app, path, {
      schema: { querystring: storyListQueryWire, response: storyPageWire },
      keyOf: (s: ContentItem) => ({ t: s.updatedKey, id: s.id }),
      rows: (memberId, { lang, search }, page) =>
        listStoryPage(db, memberId, kind, { lang, search }, page.after, page.limit),
      toWire: toStorySummaryWire,
    });
  storyList('article', '/api/content/articles');
  storyList('video', '/api/content/videos');

  r.get(
    '/api/content/articles/:id',
    { schema: { params: idParams, response: { 200: articleResponseWire } } },
    async (request) => {
      requireSession(request);
      const article = await getStory(db, 'article', pathId(request.params.id, 'Article'));
      return { article: toArticleWire(article) };
    },
  );

  r.get(
    '/api/content/videos/:id',
    { schema: { params: idParams, response: { 200: videoResponseWire } } },
    async (request) => {
      requireSession(request);
      const video = await getStory(db, 'video', pathId(request.params.id, 'Video'));
      return { video: toVideoWire(video) };
    },
  );

  // The company's events, the same for every member.
  memberListRoute(app, '/api/events', {
    schema: { querystring: eventListQueryWire, response: eventPageWire },
    keyOf: (e: CompanyEvent) => ({ t: e.sortKey, id: e.id }),
    rows: (_memberId, { period = 'upcoming' }, page, language) =>
      listEventPage(db, language, period, page.after, page.limit),
    toWire: toEventDetailWire,
  });

  r.get(
    '/api/events/:id',
    { schema: { params: idParams, response: { 200: eventResponseWire } } },
    async (request) => {
      requireSession(request);
      const id = pathId(request.params.id, 'Event');
      const event = await getEvent(db, requestLanguage(request), id);
      return { event: toEventDetailWire(event) };
    },
  );

  r.get(
    '/api/learnings',
    { schema: { querystring: learningsQueryWire, response: { 200: learningsResponseWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const courses = await getCourses(db, memberId, request.query.lang);
      return { courses: courses.map(toCourseWire) };
    },
  );

  r.put(
    '/api/learnings/:id/progress',
    {
      schema: {
        params: idParams,
        querystring: learningProgressQueryWire,
        body: learningProgressBodyWire,
        response: { 200: learningProgressResponseWire },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const course = await markLearning(
        db,
        memberId,
        pathId(request.params.id, 'Learning'),
        request.body.status,
        request.query.lang,
      );
      return { course: toCourseWire(course) };
    },
  );
}
