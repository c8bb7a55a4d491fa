import type {
  DeskEventEditWire,
  DeskEventWire,
  DeskLearningEditWire,
  DeskLearningWire,
  DeskStoryEditWire,
  DeskStoryWire,
} from '../../contract/desk-content';
import type {
  DeskEvent,
  DeskLearning,
  DeskStory,
  EventFields,
  LearningFields,
  StoryFields,
} from './desk-content';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const lifeWire = (l: DeskStory | DeskEvent | DeskLearning) => ({
  id: l.id,
  state: l.state,
  language: l.language,
  published_at: iso(l.publishedAt),
  withdrawn_at: iso(l.withdrawnAt),
  created_at: l.createdAt.toISOString(),
  updated_at: l.updatedAt.toISOString(),
});

export const toDeskStoryWire = (s: DeskStory): DeskStoryWire => ({
  ...lifeWire(s),
  kind: s.kind,
  title: s.title,
  description: s.description,
  content: s.content,
  url: s.url,
  image_preview: s.imagePreview,
});

export const toDeskEventWire = (e: DeskEvent): DeskEventWire => ({
  ...lifeWire(e),
  title: e.title,
  description: e.description,
  start_date: e.startDate.toISOString(),
  end_date: iso(e.endDate),
  venue: e.venue,
  online: e.online,
  online_url: e.onlineUrl,
  image_preview: e.imagePreview,
  tag: e.tag,
  translations: e.translations,
});

export const toDeskLearningWire = (l: DeskLearning): DeskLearningWire => ({
  ...lifeWire(l),
  course: l.course,
  slug: l.slug,
  format: l.format,
  title: l.title,
  description: l.description,
  content: l.content,
  url: l.url,
  sort_order: l.sortOrder,
});

export const storyFieldsOf = (w: DeskStoryEditWire): StoryFields => ({
  kind: w.kind,
  language: w.language,
  title: w.title,
  description: w.description ?? null,
  content: w.content ?? null,
  url: w.url ?? null,
  imagePreview: w.image_preview ?? null,
});

export const eventFieldsOf = (w: DeskEventEditWire): EventFields => ({
  language: w.language,
  title: w.title,
  description: w.description ?? null,
  startDate: new Date(w.start_date),
  endDate: w.end_date ? new Date(w.end_date) : null,
  venue: w.venue ?? null,
  online: Boolean(w.online_url),
  onlineUrl: w.online_url ?? null,
  imagePreview: w.image_preview ?? null,
  tag: w.tag ?? null,
  translations:
    w.translations &&
    Object.fromEntries(
      Object.entries(w.translations).map(([language, t]) => [
        language,
        { title: t.title ?? null, description: t.description ?? null, venue: t.venue ?? null },
      ]),
    ),
});

export const learningFieldsOf = (w: DeskLearningEditWire): LearningFields => ({
  language: w.language,
  course: w.course,
  title: w.title,
  description: w.description ?? null,
  format: w.format,
  content: w.content ?? null,
  url: w.url ?? null,
  sortOrder: w.sort_order,
});
