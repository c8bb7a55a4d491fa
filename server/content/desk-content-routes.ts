import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskEventCreateWire,
  deskEventEditWire,
  deskEventPageWire,
  deskEventQueryWire,
  deskEventResponseWire,
  deskLearningCreateWire,
  deskLearningEditWire,
  deskLearningPageWire,
  deskLearningQueryWire,
  deskLearningResponseWire,
  deskPreviewBodyWire,
  deskPreviewWire,
  deskStoryCreateWire,
  deskStoryEditWire,
  deskStoryPageWire,
  deskStoryQueryWire,
  deskStoryResponseWire,
} from '../../contract/desk-content';
import type { Db } from '../db/connection';
import { operatorActorOf } from '../http/context';
import { keysetPage } from '../http/paging';
import { pathId } from '../http/path-id';
import { operatorRoute } from '../http/route-policy';
import type { LifeStep } from './desk-content';
import {
  eventFieldsOf,
  learningFieldsOf,
  storyFieldsOf,
  toDeskEventWire,
  toDeskLearningWire,
  toDeskStoryWire,
} from './desk-content-presenters';
import {
  createEvent,
  createLearning,
  createStory,
  editEvent,
  editLearning,
  editStory,
  getEventForDesk,
  getLearningForDesk,
  getStoryForDesk,
  listEventsForDesk,
  listLearningsForDesk,
  listStoriesForDesk,
  previewBody,
  stepEvent,
  stepLearning,
  stepStory,
} from './desk-content-service';

const idParams = z.object({ id: z.string() });
const updatedKeyOf = (row: { updatedKey: string; id: number }) => ({
  t: row.updatedKey,
  id: row.id,
});
const doc = (description: string) => ({ schema: { description } });
const withDoc = <R extends { schema: object }>(route: R, description: string): R => ({
  ...route,
  schema: { ...route.schema, ...doc(description).schema },
});
const steps: LifeStep[] = ['publish', 'withdraw'];

/** The desk's content calls (issue 30 point 3): stories, events and learnings. */
export function deskContentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/content';

  // Stories -------------------------------------------------------------------------------
  r.get(
    `${base}/stories`,
    withDoc(
      operatorRoute('content', { querystring: deskStoryQueryWire }, deskStoryPageWire),
      'Articles and videos in every state, last edited first; filters kind, language, state.',
    ),
    async (request) => {
      const { kind, language, state, cursor } = request.query;
      const page = await keysetPage(request, { cursor, keyOf: updatedKeyOf }, (p) =>
        listStoriesForDesk(db, { kind, language, state }, p),
      );
      return { items: page.items.map(toDeskStoryWire), next_page_url: page.nextPageUrl };
    },
  );
  r.get(
    `${base}/stories/:id`,
    withDoc(operatorRoute('content', { params: idParams }, deskStoryResponseWire), 'One story.'),
    async (request) => ({
      story: toDeskStoryWire(await getStoryForDesk(db, pathId(request.params.id, 'Story'))),
    }),
  );
  r.post(
    `${base}/stories`,
    withDoc(
      operatorRoute('content', { body: deskStoryCreateWire }, deskStoryResponseWire),
      'Creates an article or a video as a draft or published; the HTML body is sanitised before it is stored.',
    ),
    async (request) => {
      const { state, ...fields } = request.body;
      const story = await createStory(db, operatorActorOf(request), storyFieldsOf(fields), state);
      return { story: toDeskStoryWire(story) };
    },
  );
  r.put(
    `${base}/stories/:id`,
    withDoc(
      operatorRoute(
        'content',
        { params: idParams, body: deskStoryEditWire },
        deskStoryResponseWire,
      ),
      'Edits a story in any state; the HTML body is sanitised before it is stored.',
    ),
    async (request) => {
      const id = pathId(request.params.id, 'Story');
      const story = await editStory(db, operatorActorOf(request), id, storyFieldsOf(request.body));
      return { story: toDeskStoryWire(story) };
    },
  );
  for (const step of steps)
    r.post(
      `${base}/stories/:id/${step}`,
      withDoc(
        operatorRoute('content', { params: idParams }, deskStoryResponseWire),
        step === 'publish'
          ? 'Publishes a draft or withdrawn story: members see it.'
          : 'Withdraws a published story: members no longer see it.',
      ),
      async (request) => {
        const id = pathId(request.params.id, 'Story');
        return { story: toDeskStoryWire(await stepStory(db, operatorActorOf(request), id, step)) };
      },
    );

  // Events --------------------------------------------------------------------------------
  r.get(
    `${base}/events`,
    withDoc(
      operatorRoute('content', { querystring: deskEventQueryWire }, deskEventPageWire),
      'Events in every state, last edited first; filters language, state.',
    ),
    async (request) => {
      const { language, state, cursor } = request.query;
      const page = await keysetPage(request, { cursor, keyOf: updatedKeyOf }, (p) =>
        listEventsForDesk(db, { language, state }, p),
      );
      return { items: page.items.map(toDeskEventWire), next_page_url: page.nextPageUrl };
    },
  );
  r.get(
    `${base}/events/:id`,
    withDoc(operatorRoute('content', { params: idParams }, deskEventResponseWire), 'One event.'),
    async (request) => ({
      event: toDeskEventWire(await getEventForDesk(db, pathId(request.params.id, 'Event'))),
    }),
  );
  r.post(
    `${base}/events`,
    withDoc(
      operatorRoute('content', { body: deskEventCreateWire }, deskEventResponseWire),
      'Creates an event (a place, or online with its link; the end after the start) as a draft or published.',
    ),
    async (request) => {
      const { state, ...fields } = request.body;
      const event = await createEvent(db, operatorActorOf(request), eventFieldsOf(fields), state);
      return { event: toDeskEventWire(event) };
    },
  );
  r.put(
    `${base}/events/:id`,
    withDoc(
      operatorRoute(
        'content',
        { params: idParams, body: deskEventEditWire },
        deskEventResponseWire,
      ),
      'Edits an event in any state.',
    ),
    async (request) => {
      const id = pathId(request.params.id, 'Event');
      const event = await editEvent(db, operatorActorOf(request), id, eventFieldsOf(request.body));
      return { event: toDeskEventWire(event) };
    },
  );
  for (const step of steps)
    r.post(
      `${base}/events/:id/${step}`,
      withDoc(
        operatorRoute('content', { params: idParams }, deskEventResponseWire),
        step === 'publish'
          ? 'Publishes a draft or withdrawn event.'
          : 'Withdraws a published event: members no longer see it.',
      ),
      async (request) => {
        const id = pathId(request.params.id, 'Event');
        return { event: toDeskEventWire(await stepEvent(db, operatorActorOf(request), id, step)) };
      },
    );

  // Learnings -----------------------------------------------------------------------------
  r.get(
    `${base}/learnings`,
    withDoc(
      operatorRoute('content', { querystring: deskLearningQueryWire }, deskLearningPageWire),
      'Learnings in every state, last edited first; filters course, language, state.',
    ),
    async (request) => {
      const { course, language, state, cursor } = request.query;
      const page = await keysetPage(request, { cursor, keyOf: updatedKeyOf }, (p) =>
        listLearningsForDesk(db, { course, language, state }, p),
      );
      return { items: page.items.map(toDeskLearningWire), next_page_url: page.nextPageUrl };
    },
  );
  r.get(
    `${base}/learnings/:id`,
    withDoc(
      operatorRoute('content', { params: idParams }, deskLearningResponseWire),
      'One learning.',
    ),
    async (request) => ({
      learning: toDeskLearningWire(
        await getLearningForDesk(db, pathId(request.params.id, 'Learning')),
      ),
    }),
  );
  r.post(
    `${base}/learnings`,
    withDoc(
      operatorRoute('content', { body: deskLearningCreateWire }, deskLearningResponseWire),
      "Creates a learning in one of the company's courses as a draft or published; an article's HTML is sanitised before it is stored.",
    ),
    async (request) => {
      const { state, slug, ...fields } = request.body;
      const learning = await createLearning(
        db,
        operatorActorOf(request),
        learningFieldsOf(fields),
        state,
        slug,
      );
      return { learning: toDeskLearningWire(learning) };
    },
  );
  r.put(
    `${base}/learnings/:id`,
    withDoc(
      operatorRoute(
        'content',
        { params: idParams, body: deskLearningEditWire },
        deskLearningResponseWire,
      ),
      'Edits a learning in any state.',
    ),
    async (request) => {
      const id = pathId(request.params.id, 'Learning');
      const learning = await editLearning(
        db,
        operatorActorOf(request),
        id,
        learningFieldsOf(request.body),
      );
      return { learning: toDeskLearningWire(learning) };
    },
  );
  for (const step of steps)
    r.post(
      `${base}/learnings/:id/${step}`,
      withDoc(
        operatorRoute('content', { params: idParams }, deskLearningResponseWire),
        step === 'publish'
          ? 'Publishes a draft or withdrawn learning.'
          : 'Withdraws a published learning: members no longer see it.',
      ),
      async (request) => {
        const id = pathId(request.params.id, 'Learning');
        const learning = await stepLearning(db, operatorActorOf(request), id, step);
        return { learning: toDeskLearningWire(learning) };
      },
    );

  r.post(
    `${base}/preview`,
    withDoc(
      operatorRoute('content', { body: deskPreviewBodyWire }, deskPreviewWire),
      'The body exactly as a member will receive it: sanitised HTML (plain text for an event). Stores nothing.',
    ),
    async (request) => ({ html: previewBody(request.body.kind, request.body.body) }),
  );
}
