import { z } from 'zod';
import { commonQueryWire } from './common';
import { genealogyAffiliateWire } from './network';

/**
 * The whole-organisation stream (issue 15, decision 020): `GET /api/network/genealogy_stream`
 * and `/genealogy_stream/{id}` answer the caller's (or a descendant's) entire placement
 * subtree — or, asked for a window, the genealogy call's levels and width of it (issue 32) —
 * as an Apache Arrow IPC stream, in record batches in tree order: level by level
 * from the root, left to right inside a level, so a parent always comes before its children
 * and the first batches hold the top of the tree.
 *
 * This file names the columns and the schema metadata; the server writes them
 * (server/network/genealogy-stream-presenters.ts) and the worker reads them
 * (workers/genealogy/org-stream.ts). Arrow types, by column:
 */
export const streamColumns = {
  /** Uint32. */
  id: 'id',
  /** Uint32, null for the founder (the first row's parent is outside the stream otherwise). */
  parentId: 'parent_id',
  /** Uint8: `positionCode`. */
  position: 'position',
  /** Uint8: the member's status (1 active, 0 blocked), as in the §3 flat node. */
  status: 'status',
  /** Uint16, null without a rank. Names are in the `ranks` metadata. */
  rankId: 'rank_id',
  /** Float64 personal and team volume. */
  pv: 'pv',
  tv: 'tv',
  /** DateDay: the day the member joined (days since 1970-01-01, UTC). */
  joined: 'joined',
  /** Uint32 members in the left and right legs, and in the whole downline. */
  leftCount: 'left_count',
  rightCount: 'right_count',
  downlineCount: 'downline_count',
  /** Bool: status 1 and active (a qualifying order) in the current period. */
  active: 'active',
  /** Dictionary<Utf8, Int32>, one dictionary per batch (a replacement, never a delta). */
  username: 'username',
  firstName: 'first_name',
  /** Nullable. */
  lastName: 'last_name',
  /**
   * A window only (issue 32), after the columns above: Uint32 children the member has in the
   * whole tree (the §3 node's child_count, so the view knows what is below its last level or
   * cut for width), and the avatar address (Dictionary<Utf8, Int32>, nullable).
   */
  childCount: 'child_count',
  avatar: 'avatar',
} as const;

export const positionCode = { L: 0, R: 1, none: 2 } as const;

/** Schema custom metadata keys (values are strings, as Arrow metadata is). */
export const streamMetadata = {
  /** Members in the stream: the root and its whole downline (downline_count + 1). */
  total: 'total_members',
  rootId: 'root_id',
  /** The root's placement parent, when the caller may go up to it. */
  parentUsername: 'parent_username',
  /** The server's current day (days since 1970-01-01, UTC), for "joined in the last 30 days". */
  today: 'today',
  /** JSON: [{ "id": 1, "name": "Bronze" }, …] in rank order, for the legend and filters. */
  ranks: 'ranks',
  /** A window only: the levels below the root and the children per member it was cut to. */
  maxLevels: 'max_levels',
  maxWidth: 'max_width',
  /**
   * ISO 8601 instant the figures were read, when the stream is served from the server's tree
   * snapshot (decision 048): never more than 60 seconds old; the view shows "as of" it. Absent
   * when the figures were read live for this stream.
   */
  asOf: 'as_of',
  /**
   * The snapshot's version (decision 049), present with `as_of`: send it back as `since` to
   * get only what changed after it. Opaque: compare it only for equality.
   */
  version: 'version',
  /**
   * Present when the stream holds only the subtree's members that changed since this version
   * (the `since` asked for): each such member whole, in tree order; the others are as they
   * were. `total_members` is still the whole subtree's.
   */
  changesSince: 'changes_since',
  /** With `changes_since`: how many members the stream holds. */
  changedMembers: 'changed_members',
  /**
   * Present when `since` was asked for but the stream holds the whole subtree: why
   * (`sinceIgnored`). Replace the copy rather than apply it.
   */
  sinceIgnored: 'since_ignored',
} as const;

/**
 * Why a `since` was answered with the whole subtree: from another database; older than the
 * server's snapshot can vouch for (it read the whole company after it, or a member moved
 * since); newer than the snapshot (another server process's); or the stream was read live.
 */
export const sinceIgnored = {
  lineage: 'other_lineage',
  tooOld: 'too_old',
  ahead: 'ahead',
  live: 'live',
} as const;

/** A snapshot version as the stream's metadata gives it: database, watermark, instant (decision 049). */
const streamVersionPattern = /^\d{1,20}-\d{1,10}\.\d{1,17}\.\d{1,17}$/;

export const streamMediaType = 'application/vnd.apache.arrow.stream';

/**
 * A window instead of the whole subtree: the members `GET /api/network/genealogy` answers for
 * the same root — at most `levels` levels below it and `width` children per member, a member
 * cut for width taking its subtree with it. Each defaults to the company's genealogy setting
 * and is bounded like it; `window=1` asks for the window at the company's setting.
 */
export const genealogyStreamQueryWire = commonQueryWire.extend({
  username: z.string().trim().max(100).optional(),
  window: z.enum(['0', '1']).optional(),
  levels: z.coerce.number().int().min(1).max(50).optional(),
  width: z.coerce.number().int().min(1).max(100).optional(),
  /** Decision 049: only the members changed since this `version` of an earlier stream. */
  since: z
    .string()
    .max(80)
    .regex(streamVersionPattern, 'Use the version an earlier stream’s metadata gave.')
    .optional(),
});
export type GenealogyStreamQueryWire = z.infer<typeof genealogyStreamQueryWire>;

/** One member's §3 flat node, fetched when a node of the streamed tree is opened. */
export const genealogyNodeResponseWire = z.object({ affiliate: genealogyAffiliateWire });

export interface StreamRank {
  id: number;
  name: string;
}
