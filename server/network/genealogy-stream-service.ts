import type { Db } from '../db/connection';
import { dayNumber, type StreamMember } from './genealogy-stream';
import type { GenealogyMember } from './network';
import { downlineCountOf, listRankNames, readSubtree } from './genealogy-stream-repo';
import { findGenealogyNode } from './network-repo';
import { notFound } from '../shared/app-error';
import { resolveRoot, type RootChoice } from './network-service';

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
};

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
