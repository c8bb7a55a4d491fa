import type { GenealogyAffiliateWire } from '@contract/network';

/**
 * What every network list shows of a member (spec §3 flat node, downline report row):
 * who they are, their volumes, rank, earnings and leg points, camelCase.
 */
export type NetworkMember = {
  id: number;
  parentId: number | null;
  status: number;
  username: string;
  firstName: string;
  lastName: string | null;
  avatar: string | null;
  pv: number;
  tv: number;
  cv: number;
  createdAt: string;
  rankId: number | null;
  rankName: string | null;
  rankIcon: string | null;
  level: number;
  totalEarnings: string;
  totalLeft: number;
  totalRight: number;
  carryLeft: number;
  carryRight: number;
};

/** The wire fields behind NetworkMember; the flat node and the report row both carry them. */
type NetworkMemberWire = Pick<
  GenealogyAffiliateWire,
  | 'id'
  | 'parent_id'
  | 'status'
  | 'username'
  | 'first_name'
  | 'last_name'
  | 'avatar'
  | 'pv'
  | 'tv'
  | 'cv'
  | 'created_at'
  | 'rank_id'
  | 'rank_name'
  | 'rank_icon'
  | 'level'
  | 'total_earnings'
  | 'total_left'
  | 'total_right'
  | 'carry_left'
  | 'carry_right'
>;

export const toNetworkMember = (w: NetworkMemberWire): NetworkMember => ({
  id: w.id,
  parentId: w.parent_id,
  status: w.status,
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
  avatar: w.avatar,
  pv: w.pv,
  tv: w.tv,
  cv: w.cv,
  createdAt: w.created_at,
  rankId: w.rank_id,
  rankName: w.rank_name,
  rankIcon: w.rank_icon,
  level: w.level,
  totalEarnings: w.total_earnings,
  totalLeft: w.total_left,
  totalRight: w.total_right,
  carryLeft: w.carry_left,
  carryRight: w.carry_right,
});
