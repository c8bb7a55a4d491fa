/** What a bench page logs once it is ready (first paint done, or failed); measure.ts waits for it. */
export const READY_MESSAGE = 'genealogy-bench:ready';
