import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import { Navigate } from 'react-router-dom';
import type { MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['promotion', 'mail']);

const stories = () => import('./stories-page');
const ArticlesPage = lazy(() => stories().then((m) => ({ default: m.ArticlesPage })));
const VideosPage = lazy(() => stories().then((m) => ({ default: m.VideosPage })));
const ArticlePage = lazy(() => import('./article-page').then((m) => ({ default: m.ArticlePage })));
const VideoPage = lazy(() => import('./video-page').then((m) => ({ default: m.VideoPage })));
const EventsPage = lazy(() => import('./events-page').then((m) => ({ default: m.EventsPage })));
const EventPage = lazy(() => import('./event-page').then((m) => ({ default: m.EventPage })));
const LearningsPage = lazy(() =>
  import('./learnings-page').then((m) => ({ default: m.LearningsPage })),
);

/** Stories, events and learnings (spec §2; issue 14 points 1–3). */
export const contentPages: MemberPages = {
  'story/article': ArticlesPage,
  'story/video': VideosPage,
  'story/article/:id': ArticlePage,
  'story/video/:id': VideoPage,
  events: EventsPage,
  'event/:id': EventPage,
  // /member/event without an id has nothing to show: the list it came from.
  event: () => <Navigate to="/member/events" replace />,
  learnings: LearningsPage,
};
