import type { EventPeriod, StoryKind } from '@/api/content';

export const contentKeys = {
  all: ['content'] as const,
  stories: (kind: StoryKind, lang: string, search: string) =>
    [...contentKeys.all, 'stories', kind, lang, search] as const,
  article: (id: string) => [...contentKeys.all, 'article', id] as const,
  video: (id: string) => [...contentKeys.all, 'video', id] as const,
  events: (period: EventPeriod) => [...contentKeys.all, 'events', period] as const,
  event: (id: string) => [...contentKeys.all, 'event', id] as const,
  courses: (lang: string) => [...contentKeys.all, 'courses', lang] as const,
};
