import type { CopyStore, OrgCopy } from './org-copy';
import { GENEALOGY_COPY_DATABASE } from './protocol';

const STORE = 'copies';

/** Runs a request to its end. */
const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed.'));
  });

function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(GENEALOGY_COPY_DATABASE, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

/**
 * The browser copy in IndexedDB (decision 050): one record, keyed by the member's id, whose
 * typed arrays are stored by structured clone as they are (their bytes, no JSON). A write
 * clears the store first, so the browser never holds two members' organisations. The
 * database is opened per call and closed after, so the app's sign-out can delete it at once
 * (an open connection would hold the deletion back).
 */
function indexedDbCopyStore(): CopyStore {
  const withStore = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const db = await open();
    try {
      const tx = db.transaction(STORE, mode);
      const result = await done(work(tx.objectStore(STORE)));
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write failed.'));
      });
      return result;
    } finally {
      db.close();
    }
  };
  return {
    async read(memberId) {
      const copy = (await withStore('readonly', (s) => s.get(memberId))) as OrgCopy | undefined;
      return copy && copy.memberId === memberId ? copy : null;
    },
    async write(copy) {
      await withStore('readwrite', (s) => {
        s.clear();
        return s.put(copy, copy.memberId);
      });
    },
  };
}

/** The browser's IndexedDB store, or null where there is none (Node, old browsers). */
export const browserCopyStore = (): CopyStore | null =>
  typeof indexedDB === 'undefined' ? null : indexedDbCopyStore();
