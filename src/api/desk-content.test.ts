import { describe, expect, it } from 'vitest';
import { toContentBody, toDeskEvent, toDeskLearning, toDeskStory } from './desk-content';

const life = {
  id: 7,
  state: 'published' as const,
  language: 'es',
  published_at: '2026-11-01T10:00:00.000Z',
  withdrawn_at: null,
  created_at: '2026-10-31T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};
const lifeOut = {
  id: 7,
  state: 'published',
  language: 'es',
  publishedAt: '2026-11-01T10:00:00.000Z',
  withdrawnAt: null,
  createdAt: '2026-10-31T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

describe('desk content wire mapping', () => {
  it('maps a story, an event and a learning to camelCase', () => {
    expect(
      toDeskStory({
        ...life,
        kind: 'video',
        title: 'T',
        description: null,
        content: null,
        url: '/media/v.mp4',
        image_preview: '/media/c.webp',
      }),
    ).toEqual({
      ...lifeOut,
      kind: 'video',
      title: 'T',
      description: null,
      content: null,
      url: '/media/v.mp4',
      imagePreview: '/media/c.webp',
    });
    expect(
      toDeskEvent({
        ...life,
        title: 'E',
        description: 'D',
        start_date: '2026-12-01T18:00:00.000Z',
        end_date: null,
        venue: null,
        online: true,
        online_url: 'https://meet.example.com/x',
        image_preview: null,
        tag: 'webinar',
        translations: { es: { title: 'E (es)', description: null, venue: null } },
      }),
    ).toMatchObject({
      ...lifeOut,
      startDate: '2026-12-01T18:00:00.000Z',
      endDate: null,
      online: true,
      onlineUrl: 'https://meet.example.com/x',
      tag: 'webinar',
      translations: { es: { title: 'E (es)', description: null, venue: null } },
    });
    expect(
      toDeskLearning({
        ...life,
        course: 'starter',
        slug: 'first-steps',
        format: 'pdf',
        title: 'L',
        description: null,
        content: null,
        url: '/media/l.pdf',
        sort_order: 3,
      }),
    ).toMatchObject({ ...lifeOut, course: 'starter', slug: 'first-steps', sortOrder: 3 });
  });

  it('sends blank optional fields as null and numbers as numbers', () => {
    expect(
      toContentBody('stories', {
        kind: 'article',
        language: 'en',
        title: 'A',
        description: ' ',
        content: '<p>x</p>',
        url: '',
        image_preview: '',
      }),
    ).toEqual({
      kind: 'article',
      language: 'en',
      title: 'A',
      description: null,
      content: '<p>x</p>',
      url: null,
      image_preview: null,
    });
    const learning = toContentBody('learnings', {
      language: 'en',
      course: 'starter',
      title: 'L',
      format: 'video',
      url: '/media/x.mp4',
      sort_order: '4',
    });
    expect(learning).toMatchObject({ sort_order: 4, content: null, url: '/media/x.mp4' });
  });

  it('sends an event time as an instant, and leaves a wrong one for the server to name', () => {
    const body = toContentBody('events', {
      language: 'en',
      title: 'E',
      start_date: '2026-12-01T18:00',
      end_date: '',
      venue: 'Hall',
    });
    expect(body.start_date).toBe(new Date('2026-12-01T18:00').toISOString());
    expect(body.end_date).toBeNull();
    expect(toContentBody('events', { start_date: 'soon' }).start_date).toBe('soon');
  });

  it('sends an event’s texts in the other language, blanks as null, never its own', () => {
    const body = toContentBody('events', {
      language: 'en',
      title: 'E',
      start_date: '2026-12-01T18:00',
      title_es: 'Evento',
      description_es: ' ',
      venue_es: 'Sala',
      title_en: 'ignored',
    });
    expect(body.translations).toEqual({
      es: { title: 'Evento', description: null, venue: 'Sala' },
    });
  });
});
