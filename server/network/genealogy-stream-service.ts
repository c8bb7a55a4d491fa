import type { Db } from '../db/connection';
import { dayNumber, type StreamMember } from './genealogy-stream';
import type { GenealogyMember } from './network';
import { downlineCountOf, listRankNames, readSubtree } from './genealogy-stream-repo';
import { findGenealogyNode } from './network-repo';
import { notFound } from '../shared/app-error';
import { loadGenealogyLimits, resolveRoot, type RootChoice } from './network-service';
import type { GenealogyLimits } from './network-settings';
import { readWindow } from './genealogy-window-repo';

export type { StreamMember } from './genealogy-stream';

export type GenealogyStream = {
  rootId: number;
  parentUsername: string | null;
  /** The root and its whole downline. */
  total: number;
  today: number;
  ranks: { id: number; name: string }[];
  /** The subtree in tree order, a chunk at a time; stop iterating to stop reading. */
  chunks: AsyncGenerator<StreamMember[], void, undefined>;
  /** Set for a window: the limits it was cut to. */
  window?: GenealogyLimits;
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
  /** Rows read at a time: one Arrow record batch each. */
  chunkRows: number,
  now = new Date(),
): Promise<GenealogyStream> {
  const root = await resolveRoot(db, callerId, choice);
  const [downline, ranks] = await Promise.all([downlineCountOf(db, root.id), listRankNames(db)]);
  return {
    rootId: root.id,
    parentUsername: root.id === callerId ? null : root.parentUsername,
    total: downline + 1,
    today: dayNumber(now),
    ranks,
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
