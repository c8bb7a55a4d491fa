import { GENEALOGY_COPY_DATABASE } from '@workers/genealogy/protocol';

/**
 * Deletes every browser copy of a whole organisation (decision 050): at sign-out, so the
 * next member on this browser starts with nothing of the last one's. Not awaited by the
 * sign-out: the deletion waits for the worker's open connection, if any, to close, and the
 * worker opens the database per read or write only.
 */
export function clearGenealogyCopies(): void {
  if (typeof indexedDB === 'undefined') return;
  try {
    indexedDB.deleteDatabase(GENEALOGY_COPY_DATABASE);
  } catch {
    // A browser that refuses storage (private mode) kept no copy either.
  }
}
