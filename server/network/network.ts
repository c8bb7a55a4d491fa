export type BinaryHistoryEntry = {
  id: number;
  pvAdded: string;
  pvDeductedLeft: string;
  pvDeductedRight: string;
  totalLeft: string;
  totalRight: string;
  carryLeft: string;
  carryRight: string;
  leg: 'L' | 'R' | null;
  bonusGeneratedMinor: number;
  bonusToPayMinor: number;
  cappingLimitMinor: number | null;
  createdAt: Date;
  createdKey: string;
  fromUsername: string | null;
  /**
   * On a pairing row: the orders behind the volume it paired, first in first out, the same
   * ones its bonus's trail names (shared/binary-attribution.ts). Empty on a leg row.
   */
  orders: PairedOrder[];
};

type PairedOrder = {
  /** Null with no member: carry from before the history started. */
  orderId: number | null;
  username: string | null;
  leg: 'L' | 'R';
  /** The part of the order's volume this pairing used. */
  volume: string;
};

export type PvHistoryEntry = {
  id: number;
  pv: string;
  tv: string;
  totalPv: string;
  totalTv: string;
  type: string;
  createdAt: Date;
  createdKey: string;
  fromUsername: string | null;
};

/** One node of the genealogy: §3 flat-node facts in domain units (money in minor units). */
export type GenealogyMember = {
  id: number;
  parentId: number | null;
  position: 'L' | 'R' | null;
  status: number;
  username: string;
  firstName: string;
  lastName: string | null;
  avatar: string | null;
  pv: string;
  tv: string;
  cv: string;
  joinedAt: Date;
  rankId: number | null;
  rankName: string | null;
  rankIcon: string | null;
  packageId: number | null;
  packageName: string | null;
  /** Levels below the viewed root (root = 0). */
  level: number;
  earningsMinor: number;
  downlineCount: number;
  leftPoints: string;
  rightPoints: string;
  leftCarry: string;
  rightCarry: string;
  leftCount: number;
  rightCount: number;
  childCount: number;
};

export type DownlineReportRow = {
  id: number;
  parentId: number | null;
  sponsorUsername: string | null;
  placementUsername: string | null;
  status: number;
  email: string;
  username: string;
  avatar: string | null;
  pv: string;
  tv: string;
  cv: string;
  joinedAt: Date;
  /** joined_at as PostgreSQL prints it: the keyset value, microseconds included. */
  joinedKey: string;
  rankId: number | null;
  rankName: string | null;
  rankIcon: string | null;
  firstName: string;
  lastName: string | null;
  /** Levels below the report's root. */
  level: number;
  earningsMinor: number;
  leftPoints: string;
  rightPoints: string;
  leftCarry: string;
  rightCarry: string;
};

/** A §3 Downline member: what a search result shows of another member. */
export type { DownlineMember } from '../../contract/model';
