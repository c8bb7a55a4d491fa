/**
 * A member as the whole-organisation stream carries it (decision 020): what the canvas and
 * the tree analytics need, nothing more. The 27 fields of the §3 flat node are fetched one
 * member at a time when a node is opened.
 */
export type StreamMember = {
  id: number;
  parentId: number | null;
  position: 'L' | 'R' | null;
  status: number;
  rankId: number | null;
  pv: number;
  tv: number;
  /** Days since 1970-01-01 (UTC). */
  joinedDay: number;
  leftCount: number;
  rightCount: number;
  downlineCount: number;
  /** Status 1 and active in the current period. */
  active: boolean;
  username: string;
  firstName: string;
  lastName: string | null;
  /** A window's members only (issue 32): children in the whole tree, and the avatar. */
  childCount?: number;
  avatar?: string | null;
};

/** Days since 1970-01-01 of an instant, in UTC like every daily figure. */
export const dayNumber = (at: Date): number => Math.floor(at.getTime() / 86_400_000);
