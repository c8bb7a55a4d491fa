// The sender area's public entry: what other areas, the seed and the composition root use of it.
export { createSender } from './create-sender';
export { type MessageSender, type OutgoingMessage } from './message-sender';
