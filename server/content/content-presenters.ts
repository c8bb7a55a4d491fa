import type { ArticleWire, EventWire } from '../../contract/home';
import type {
  CourseWire,
  EventDetailWire,
  StorySummaryWire,
  VideoWire,
} from '../../contract/content';
import type { CompanyEvent, ContentItem } from './content';
import type { CourseProgress } from './learning';
import { captionsOf } from './media-catalogue-service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toStorySummaryWire = (s: ContentItem): StorySummaryWire => ({
  id: s.id,
  title: s.title,
  description: s.description,
  image_preview: s.imagePreview,
  updated_at: s.updatedAt.toISOString(),
});

export const toVideoWire = (v: ContentItem): VideoWire => ({
  ...toArticleWire(v),
  video_url: v.url ?? '',
  captions: captionsOf(v.url),
});

export const toEventDetailWire = (e: CompanyEvent): EventDetailWire => ({
  ...toEventWire(e),
  online: e.online,
});

export const toCourseWire = (c: CourseProgress): CourseWire => ({
  key: c.key,
  title: c.title,
  description: c.description,
  completed_count: c.completedCount,
  total_count: c.totalCount,
  items: c.items.map((l) => ({
    id: l.id,
    title: l.title,
    description: l.description,
    format: l.format,
    content: l.format === 'article' ? l.content : null,
    url: l.format === 'article' ? null : l.url,
    captions: l.format === 'video' ? captionsOf(l.url) : [],
    status: l.status,
    opened_at: iso(l.openedAt),
    completed_at: iso(l.completedAt),
    updated_at: l.updatedAt.toISOString(),
  })),
});

export const toArticleWire = (a: ContentItem): ArticleWire => ({
  id: a.id,
  title: a.title,
  description: a.description,
  content: a.content,
  image_preview: a.imagePreview,
  updated_at: a.updatedAt.toISOString(),
});

export const toEventWire = (e: CompanyEvent): EventWire => ({
  id: e.id,
  title: e.title,
  venue: e.venue,
  about: e.about,
  image_preview: e.imagePreview,
  tag: e.tag,
  start_date: e.startDate.toISOString(),
  end_date: iso(e.endDate),
  updated_at: e.updatedAt.toISOString(),
});
