// The content area's public entry: what other areas, the seed and the composition root use of it.
export { toArticleWire, toEventWire } from './content-presenters';
export { type ContentKind, listContent } from './content-repo';
export { contentRoutes } from './content-routes';
export { deskContentRoutes } from './desk-content-routes';
export { type CompanyEvent, type ContentItem } from './content';
export { listUpcomingEvents } from './event-repo';
export { mediaRoutes } from './media-routes';
