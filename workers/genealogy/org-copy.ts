import type { OrgHeader } from './org-stream';
import type { OrgTableColumns } from './org-table';
import type { StoredLayout } from './stored-layout';

/**
 * The browser copy of a member's whole organisation (issue 32, decision 050): the last
 * complete stream's table by column, its header and the snapshot version to ask `since`
 * with. Kept per signed-in member, one at a time; the app clears it at sign-out.
 */
export interface OrgCopy {
  /** The signed-in member it belongs to (from the session, never from the URL). */
  memberId: number;
  /** The stream's address without `since`: a copy answers only the same request. */
  url: string;
  /** The snapshot version of the figures (decision 049). */
  version: string;
  header: OrgHeader;
  table: OrgTableColumns;
  /**
   * The complete tree's layout geometry, so a next visit paints without laying a million
   * members out; null or absent (older copies) when there is none.
   */
  layout?: StoredLayout | null;
  /** When the copy was written (ms since 1970). */
  savedAt: number;
}

/** Where the copy is kept: IndexedDB in the browser (org-copy-idb.ts), memory in tests. */
export interface CopyStore {
  /** The member's copy, or null (none, or unreadable). */
  read(memberId: number): Promise<OrgCopy | null>;
  /** Keeps the copy, replacing every other one (the same member's or not). */
  write(copy: OrgCopy): Promise<void>;
}

/** A store in memory, cloning as IndexedDB does (a copy read is the reader's to change). */
export function memoryCopyStore(): CopyStore & { copies: Map<number, OrgCopy> } {
  const copies = new Map<number, OrgCopy>();
  return {
    copies,
    read: async (memberId) => {
      const copy = copies.get(memberId);
      return copy ? structuredClone(copy) : null;
    },
    async write(copy) {
      copies.clear();
      copies.set(copy.memberId, structuredClone(copy));
    },
  };
}

/** The request's address with `since` (a copy is only kept of a whole organisation). */
export function sinceUrl(url: string, version: string): string {
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('since', version);
  return `${path}?${params.toString()}`;
}
