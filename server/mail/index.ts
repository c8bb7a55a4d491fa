// The mail area's public entry: what other areas, the seed and the composition root use of it.
export { toAttachmentWire } from './mail-presenters';
export { countUnreadInbox, refreshReceivedTimes } from './mail-repo';
export { mailRoutes } from './mail-routes';
export { checkText, cleanText, ticketNumber } from './messaging';
