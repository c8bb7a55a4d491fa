import type { Db } from '../db/connection';
import { dayNumber, type StreamMember } from './genealogy-stream';
import type { GenealogyMember } from './network';
import { downlineCountOf, listRankNames, readSubtree } from './genealogy-stream-repo';
import { findGenealogyNode } from './network-repo';
import { notFound } from '../shared/app-error';
import { loadGenealogyLimits, resolveRoot, type RootChoice } from './network-service';
import type { GenealogyLimits } from './network-settings';
import { readWindow } from './genealogy-window-repo';
import {
  rowChunks,
  subtreeChunks,
  subtreeRowsWhere,
  type SnapshotChunk,
  type StreamChunk,
  type TreeSnapshot,
} from './genealogy-snapshot';
import { snapshotCacheOf } from './genealogy-snapshot-service';
import {
  canAnswerSince,
  changedSince,
  parseVersion,
  versionText,
  type StreamVersion,
} from './genealogy-version';
import { sinceIgnored } from '../../contract/genealogy-stream';

export type { StreamMember } from './genealogy-stream';

export type StreamRead = {
  /** Rows read at a time: one Arrow record batch each. */
  chunkRows: number;
  /** The oldest figures a stream may carry from the tree snapshot; 0 reads live. */
  snapshotMaxAgeMs: number;
  /** A version of an earlier stream: send only what changed since (decision 049). */
  since?: string | undefined;
};

export type GenealogyStream = {
  rootId: number;
  parentUsername: string | null;
  /** The root and its whole downline. */
  total: number;
  today: number;
  ranks: { id: number; name: string }[];
  /** When the figures were read, when they come from the snapshot; null when live. */
  asOf: Date | null;
  /** The subtree in tree order, a chunk at a time; stop iterating to stop reading. */
  chunks: AsyncGenerator<StreamChunk, void, undefined>;
  /** Set for a window: the limits it was cut to. */
  window?: GenealogyLimits;
  /** From the snapshot: its version, and whether the stream holds only changes. */
  version?: StreamVersion;
};

/** Asked-for window limits; either left out is the company's setting. */
export type WindowRequest = { levels?: number | undefined; width?: number | undefined };

/**
 * The caller's (or a descendant's: anyone else is a 404) entire subtree, to be written as it
 * is read (decision 020). Nothing is read until the caller iterates `chunks`.
 */
export async function openGenealogyStream(
  db: Db,
  callerId: number,
  choice: RootChoice,
  { chunkRows, snapshotMaxAgeMs, since }: StreamRead,
  now = new Date(),
): Promise<GenealogyStream> {
  const root = await resolveRoot(db, callerId, choice);
  const head = {
    rootId: root.id,
    parentUsername: root.id === callerId ? null : root.parentUsername,
    today: dayNumber(now),
  };
  if (snapshotMaxAgeMs > 0) {
    const [snapshot, ranks] = await Promise.all([
      snapshotCacheOf(db, snapshotMaxAgeMs).get(),
      listRankNames(db),
    ]);
    const row = root.id < snapshot.rowOf.length ? snapshot.rowOf[root.id]! : -1;
    // A root who joined after the snapshot was read is streamed live.
    if (row >= 0) {
      const stream = {
        ...head,
        total: snapshot.downline[row]! + 1,
        ranks,
        asOf: snapshot.asOf,
      };
      const version = versionText(snapshot);
      if (since === undefined)
        return {
          ...stream,
          version: { version },
          chunks: snapshotSubtree(snapshot, root.id, chunkRows),
        };
      const v = parseVersion(since);
      const ignored = canAnswerSince(snapshot, v);
      if (ignored !== null || !v)
        return {
          ...stream,
          version: { version, ignored: ignored ?? sinceIgnored.lineage },
          chunks: snapshotSubtree(snapshot, root.id, chunkRows),
        };
      // Picked now, so the list agrees with the version sent; a merge in place while the
      // stream is written can only make the figures newer (see mergeChanges).
      const rows = subtreeRowsWhere(snapshot, root.id, changedSince(snapshot, v));
      return {
        ...stream,
        version: { version, changes: { since, members: rows.length } },
        chunks: snapshotRows(snapshot, rows, chunkRows),
      };
    }
  }
  const [downline, ranks] = await Promise.all([downlineCountOf(db, root.id), listRankNames(db)]);
  return {
    ...head,
    total: downline + 1,
    ranks,
    asOf: null,
    ...(since === undefined ? {} : { version: { version: '', ignored: sinceIgnored.live } }),
    chunks: readSubtree(db, root, chunkRows),
  };
}

/**
 * The JSON genealogy call's members for the same root and limits (issue 32), as a stream:
 * the four-level view reads them through the same worker table as the whole organisation.
 * `total` is the members in the window.
 */
export async function openGenealogyWindow(
  db: Db,
  callerId: number,
  choice: RootChoice,
  asked: WindowRequest,
  chunkRows: number,
  now = new Date(),
): Promise<GenealogyStream> {
  const [root, company, ranks] = await Promise.all([
    resolveRoot(db, callerId, choice),
    loadGenealogyLimits(db),
    listRankNames(db),
  ]);
  const limits = {
    maxLevels: asked.levels ?? company.maxLevels,
    maxWidth: asked.width ?? company.maxWidth,
  };
  const members = await readWindow(db, root, limits);
  return {
    rootId: root.id,
    parentUsername: root.id === callerId ? null : root.parentUsername,
    total: members.length,
    today: dayNumber(now),
    ranks,
    // A window is read live: it is small, and the four-level view shows today's figures.
    asOf: null,
    chunks: inChunks(members, chunkRows),
    window: limits,
  };
}

/** The first chunk is smaller, as the whole stream's is, so the top reaches the canvas first. */
async function* inChunks(rows: StreamMember[], chunkRows: number) {
  let at = 0;
  let size = Math.min(chunkRows, 1024);
  while (at < rows.length) {
    yield rows.slice(at, at + size);
    at += size;
    size = chunkRows;
  }
}

/** The same first-batch size as the live read, so the top of the tree paints as soon. */
async function* snapshotSubtree(
  snapshot: TreeSnapshot,
  rootId: number,
  chunkRows: number,
): AsyncGenerator<SnapshotChunk, void, undefined> {
  for (const slices of subtreeChunks(snapshot, rootId, chunkRows, Math.min(chunkRows, 1024)))
    yield { snapshot, slices };
}

/** Some rows of the snapshot, in the given (stream) order, in batches like the whole stream's. */
async function* snapshotRows(
  snapshot: TreeSnapshot,
  rows: Uint32Array,
  chunkRows: number,
): AsyncGenerator<SnapshotChunk, void, undefined> {
  for (const slices of rowChunks(rows, chunkRows, Math.min(chunkRows, 1024)))
    yield { snapshot, slices };
}

/** One member of the caller's downline (or the caller), as the §3 flat node; else a 404. */
export async function getGenealogyNode(
  db: Db,
  callerId: number,
  id: number,
): Promise<GenealogyMember> {
  const [caller, node] = await Promise.all([
    resolveRoot(db, callerId, { id: callerId }),
    resolveRoot(db, callerId, { id }),
  ]);
  const member = await findGenealogyNode(db, node.id, caller.depth);
  if (!member) throw notFound('No such member in your downline.');
  return member;
}
