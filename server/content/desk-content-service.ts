import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { ContentState } from '../../contract/desk-content';
import type { OperatorActor } from '../shared/types';
import {
  changedFields,
  checkEvent,
  checkLearning,
  checkStory,
  lifeSteps,
  type DeskEvent,
  type DeskLearning,
  type DeskListFilter,
  type DeskStory,
  type EventFields,
  type LearningFields,
  type LifeStep,
  type StoryFields,
} from './desk-content';
import {
  courseExists,
  findDeskLearning,
  findDeskStory,
  insertLearning,
  insertStory,
  listDeskLearnings,
  listDeskStories,
  setItemState,
  slugTaken,
  updateLearning,
  updateStory,
} from './desk-content-repo';
import {
  findDeskEvent,
  insertEvent,
  listDeskEvents,
  setEventState,
  updateEvent,
} from './desk-event-repo';
import { plainText, sanitizeRichHtml } from './html-sanitiser';
import { operatorAction } from '../audit';
import { AppError, invalidInput, notFound } from '../shared/app-error';

type Page = { after: Keyset | null; limit: number };

/** The body exactly as members will receive it: sanitised HTML, or plain text for events. */
export function previewBody(kind: 'article' | 'video' | 'learning' | 'event', body: string) {
  return kind === 'event' ? plainText(body) : sanitizeRichHtml(body);
}

const cleanHtml = (html: string | null | undefined) => {
  const clean = html ? sanitizeRichHtml(html).trim() : '';
  return clean === '' ? null : clean;
};
const cleanText = (text: string | null | undefined) => {
  const clean = text ? plainText(text) : '';
  return clean === '' ? null : clean;
};
const orNull = (s: string | null | undefined) => (s && s.trim() !== '' ? s.trim() : null);

function refuseStep(what: string, step: LifeStep, state: ContentState): never {
  throw new AppError(
    409,
    'conflict',
    `This ${what} is ${state}: it cannot be ${step === 'publish' ? 'published' : 'withdrawn'}.`,
  );
}

// Stories ---------------------------------------------------------------------------------

export const listStoriesForDesk = (
  db: Queryable,
  filter: DeskListFilter & { kind?: DeskStory['kind'] },
  page: Page,
) => listDeskStories(db, filter, page);

export async function getStoryForDesk(db: Queryable, id: number): Promise<DeskStory> {
  const story = await findDeskStory(db, id);
  if (!story) throw notFound('Story not found.');
  return story;
}

function cleanStory(s: StoryFields): StoryFields {
  const clean = {
    ...s,
    title: s.title.trim(),
    description: cleanText(s.description),
    content: cleanHtml(s.content),
    url: orNull(s.url),
    imagePreview: orNull(s.imagePreview),
  };
  checkStory(clean);
  return clean;
}

const storyAudit = (s: StoryFields) => ({
  kind: s.kind,
  language: s.language,
  title: s.title,
  description: s.description,
  content: s.content,
  url: s.url,
  image_preview: s.imagePreview,
});

export async function createStory(
  db: Db,
  actor: OperatorActor,
  fields: StoryFields,
  state: 'draft' | 'published',
  now = new Date(),
): Promise<DeskStory> {
  const clean = cleanStory(fields);
  return operatorAction(db, actor, async (tx) => {
    const id = await insertStory(tx, clean, state, now);
    return {
      result: (await findDeskStory(tx, id))!,
      audit: {
        action: 'content.story.create',
        subjectType: 'content_item',
        subjectId: id,
        before: null,
        after: { ...storyAudit(clean), state },
      },
    };
  });
}

export async function editStory(
  db: Db,
  actor: OperatorActor,
  id: number,
  fields: StoryFields,
  now = new Date(),
): Promise<DeskStory> {
  const clean = cleanStory(fields);
  return operatorAction(db, actor, async (tx) => {
    const old = await findDeskStory(tx, id, true);
    if (!old) throw notFound('Story not found.');
    await updateStory(tx, id, clean, now);
    return {
      result: (await findDeskStory(tx, id))!,
      audit: {
        action: 'content.story.edit',
        subjectType: 'content_item',
        subjectId: id,
        ...changedFields(storyAudit(old), storyAudit(clean)),
      },
    };
  });
}

export async function stepStory(
  db: Db,
  actor: OperatorActor,
  id: number,
  step: LifeStep,
  now = new Date(),
): Promise<DeskStory> {
  return operatorAction(db, actor, async (tx) => {
    const old = await findDeskStory(tx, id, true);
    if (!old) throw notFound('Story not found.');
    const { to, from } = lifeSteps[step];
    if (!(from as readonly ContentState[]).includes(old.state))
      refuseStep('story', step, old.state);
    await setItemState(tx, id, to, now);
    return {
      result: (await findDeskStory(tx, id))!,
      audit: {
        action: `content.story.${step}`,
        subjectType: 'content_item',
        subjectId: id,
        before: { state: old.state },
        after: { state: to },
      },
    };
  });
}

// Events ----------------------------------------------------------------------------------

export const listEventsForDesk = (db: Queryable, filter: DeskListFilter, page: Page) =>
  listDeskEvents(db, filter, page);

export async function getEventForDesk(db: Queryable, id: number): Promise<DeskEvent> {
  const event = await findDeskEvent(db, id);
  if (!event) throw notFound('Event not found.');
  return event;
}

/**
 * The texts in other languages, trimmed; a blank one is left out (it reads as the event's
 * own), and so is the event's own language and a language with nothing written.
 */
function cleanTranslations(e: EventFields): EventFields['translations'] {
  if (!e.translations) return undefined;
  const kept = Object.entries(e.translations)
    .filter(([language]) => language !== e.language)
    .map(
      ([language, t]) =>
        [
          language,
          { title: orNull(t.title), description: cleanText(t.description), venue: orNull(t.venue) },
        ] as const,
    )
    .filter(([, t]) => t.title !== null || t.description !== null || t.venue !== null);
  return Object.fromEntries(kept);
}

function cleanEvent(e: EventFields): EventFields {
  const onlineUrl = orNull(e.onlineUrl);
  const clean = {
    ...e,
    title: e.title.trim(),
    description: cleanText(e.description),
    venue: orNull(e.venue),
    online: onlineUrl !== null && orNull(e.venue) === null,
    onlineUrl,
    imagePreview: orNull(e.imagePreview),
    tag: orNull(e.tag),
    translations: cleanTranslations(e),
  };
  checkEvent(clean);
  return clean;
}

const eventAudit = (e: EventFields) => ({
  language: e.language,
  title: e.title,
  description: e.description,
  start_date: e.startDate.toISOString(),
  end_date: e.endDate?.toISOString() ?? null,
  venue: e.venue,
  online_url: e.onlineUrl,
  image_preview: e.imagePreview,
  tag: e.tag,
  // Compared as text, languages in order: a change of any translated text shows as one change.
  translations: JSON.stringify(Object.entries(e.translations ?? {}).sort()),
});

export async function createEvent(
  db: Db,
  actor: OperatorActor,
  fields: EventFields,
  state: 'draft' | 'published',
  now = new Date(),
): Promise<DeskEvent> {
  const clean = cleanEvent(fields);
  return operatorAction(db, actor, async (tx) => {
    const id = await insertEvent(tx, clean, state, now);
    return {
      result: (await findDeskEvent(tx, id))!,
      audit: {
        action: 'content.event.create',
        subjectType: 'event',
        subjectId: id,
        before: null,
        after: { ...eventAudit(clean), state },
      },
    };
  });
}

export async function editEvent(
  db: Db,
  actor: OperatorActor,
  id: number,
  fields: EventFields,
  now = new Date(),
): Promise<DeskEvent> {
  const clean = cleanEvent(fields);
  return operatorAction(db, actor, async (tx) => {
    const old = await findDeskEvent(tx, id, true);
    if (!old) throw notFound('Event not found.');
    await updateEvent(tx, id, clean, now);
    return {
      result: (await findDeskEvent(tx, id))!,
      audit: {
        action: 'content.event.edit',
        subjectType: 'event',
        subjectId: id,
        ...changedFields(
          eventAudit(old),
          eventAudit({ ...clean, translations: clean.translations ?? old.translations }),
        ),
      },
    };
  });
}

export async function stepEvent(
  db: Db,
  actor: OperatorActor,
  id: number,
  step: LifeStep,
  now = new Date(),
): Promise<DeskEvent> {
  return operatorAction(db, actor, async (tx) => {
    const old = await findDeskEvent(tx, id, true);
    if (!old) throw notFound('Event not found.');
    const { to, from } = lifeSteps[step];
    if (!(from as readonly ContentState[]).includes(old.state))
      refuseStep('event', step, old.state);
    await setEventState(tx, id, to, now);
    return {
      result: (await findDeskEvent(tx, id))!,
      audit: {
        action: `content.event.${step}`,
        subjectType: 'event',
        subjectId: id,
        before: { state: old.state },
        after: { state: to },
      },
    };
  });
}

// Learnings -------------------------------------------------------------------------------

export const listLearningsForDesk = (
  db: Queryable,
  filter: DeskListFilter & { course?: string },
  page: Page,
) => listDeskLearnings(db, filter, page);

export async function getLearningForDesk(db: Queryable, id: number): Promise<DeskLearning> {
  const learning = await findDeskLearning(db, id);
  if (!learning) throw notFound('Learning not found.');
  return learning;
}

function cleanLearning(l: LearningFields): LearningFields {
  const clean = {
    ...l,
    title: l.title.trim(),
    description: cleanText(l.description),
    // An article keeps its body and no link; a video or a PDF its link and no body.
    content: l.format === 'article' ? cleanHtml(l.content) : null,
    url: l.format === 'article' ? null : orNull(l.url),
  };
  checkLearning(clean);
  return clean;
}

async function requireCourse(tx: Queryable, l: LearningFields) {
  if (!(await courseExists(tx, l.course, l.language)))
    throw invalidInput('course', 'Choose a course the company has in this language.');
}

const learningAudit = (l: LearningFields) => ({
  language: l.language,
  course: l.course,
  title: l.title,
  description: l.description,
  format: l.format,
  content: l.content,
  url: l.url,
  sort_order: l.sortOrder,
});

export async function createLearning(
  db: Db,
  actor: OperatorActor,
  fields: LearningFields,
  state: 'draft' | 'published',
  slug: string | undefined,
  now = new Date(),
): Promise<DeskLearning> {
  const clean = cleanLearning(fields);
  return operatorAction(db, actor, async (tx) => {
    await requireCourse(tx, clean);
    const key = slug ?? `desk-${randomBytes(6).toString('hex')}`;
    if (await slugTaken(tx, key, clean.language))
      throw invalidInput('slug', 'A learning in this language already has this slug.');
    const id = await insertLearning(tx, { ...clean, slug: key }, state, now);
    return {
      result: (await findDeskLearning(tx, id))!,
      audit: {
        action: 'content.learning.create',
        subjectType: 'content_item',
        subjectId: id,
        before: null,
        after: { ...learningAudit(clean), slug: key, state },
      },
    };
  });
}

export async function editLearning(
  db: Db,
  actor: OperatorActor,
  id: number,
  fields: LearningFields,
  now = new Date(),
): Promise<DeskLearning> {
  const clean = cleanLearning(fields);
  return operatorAction(db, actor, async (tx) => {
    const old = await findDeskLearning(tx, id, true);
    if (!old) throw notFound('Learning not found.');
    await requireCourse(tx, clean);
    if (clean.language !== old.language && (await slugTaken(tx, old.slug, clean.language, id)))
      throw invalidInput('language', 'This learning already has a version in that language.');
    await updateLearning(tx, id, clean, now);
    return {
      result: (await findDeskLearning(tx, id))!,
      audit: {
        action: 'content.learning.edit',
        subjectType: 'content_item',
        subjectId: id,
        ...changedFields(learningAudit(old), learningAudit(clean)),
      },
    };
  });
}

export async function stepLearning(
  db: Db,
  actor: OperatorActor,
  id: number,
  step: LifeStep,
  now = new Date(),
): Promise<DeskLearning> {
  return operatorAction(db, actor, async (tx) => {
    const old = await findDeskLearning(tx, id, true);
    if (!old) throw notFound('Learning not found.');
    const { to, from } = lifeSteps[step];
    if (!(from as readonly ContentState[]).includes(old.state))
      refuseStep('learning', step, old.state);
    await setItemState(tx, id, to, now);
    return {
      result: (await findDeskLearning(tx, id))!,
      audit: {
        action: `content.learning.${step}`,
        subjectType: 'content_item',
        subjectId: id,
        before: { state: old.state },
        after: { state: to },
      },
    };
  });
}
