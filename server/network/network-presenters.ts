import type {
  BinaryHistoryEntryWire,
  DownlineReportRowWire,
  GenealogyAffiliateWire,
  GenealogyNodeWire,
  PvHistoryEntryWire,
  TableViewUserWire,
} from '../../contract/network';
import { mapTree, type TreeNode } from './genealogy-tree';
import { minorToDecimal } from '../../contract/money';
import { volumeToNumber } from '../shared/money';
import type {
  BinaryHistoryEntry,
  PvHistoryEntry,
  GenealogyMember,
  DownlineReportRow,
} from './network';
import { fullName } from '../../contract/names';

/** Network domain values -> wire JSON (spec §3), one function per entity. */

/** Spec §3 User: the first name plus the trimmed last name. */

export const toAffiliateWire = (m: GenealogyMember): GenealogyAffiliateWire => ({
  id: m.id,
  parent_id: m.parentId,
  position: m.position,
  status: m.status,
  username: m.username,
  avatar: m.avatar,
  pv: volumeToNumber(m.pv),
  tv: volumeToNumber(m.tv),
  cv: volumeToNumber(m.cv),
  created_at: m.joinedAt.toISOString(),
  rank_id: m.rankId,
  rank_name: m.rankName,
  rank_icon: m.rankIcon,
  package_name: m.packageName,
  first_name: m.firstName,
  last_name: m.lastName,
  level: m.level,
  total_earnings: minorToDecimal(m.earningsMinor),
  downlines_count: m.downlineCount,
  total_left: volumeToNumber(m.leftPoints),
  total_right: volumeToNumber(m.rightPoints),
  carry_left: volumeToNumber(m.leftCarry),
  carry_right: volumeToNumber(m.rightCarry),
  left_downline_count: m.leftCount,
  right_downline_count: m.rightCount,
  child_count: m.childCount,
});

/**
 * The nested tree, built from the already presented flat nodes so that a 10k-node answer
 * formats each date and volume once.
 */
export function toGenealogyNodeWire(
  root: TreeNode<GenealogyMember>,
  affiliates: ReadonlyMap<number, GenealogyAffiliateWire>,
): GenealogyNodeWire {
  return mapTree<GenealogyMember, GenealogyNodeWire>(root, (m, children) => {
    const a = affiliates.get(m.id) ?? toAffiliateWire(m);
    return {
      name: fullName(a.first_name, a.last_name),
      children,
      id: a.id,
      parent_id: a.parent_id,
      position: a.position,
      status: a.status,
      username: a.username,
      first_name: a.first_name,
      last_name: a.last_name,
      avatar: a.avatar,
      pv: a.pv,
      tv: a.tv,
      cv: a.cv,
      created_at: a.created_at,
      rank_id: a.rank_id,
      package_id: m.packageId,
      level: a.level,
    };
  });
}

export const toTableViewUserWire = (m: GenealogyMember): TableViewUserWire => ({
  id: m.id,
  parent_id: m.parentId,
  status: m.status,
  username: m.username,
  avatar: m.avatar,
  created_at: m.joinedAt.toISOString(),
  first_name: m.firstName,
  last_name: m.lastName,
  level: m.level,
  total_earnings: minorToDecimal(m.earningsMinor),
  downlines_count: m.downlineCount,
  children: m.childCount,
});

export const toDownlineReportRowWire = (r: DownlineReportRow): DownlineReportRowWire => ({
  id: r.id,
  parent_id: r.parentId,
  sponsor_username: r.sponsorUsername,
  placement_username: r.placementUsername,
  status: r.status,
  email: r.email,
  username: r.username,
  avatar: r.avatar,
  pv: volumeToNumber(r.pv),
  tv: volumeToNumber(r.tv),
  cv: volumeToNumber(r.cv),
  created_at: r.joinedAt.toISOString(),
  rank_id: r.rankId,
  rank_name: r.rankName,
  rank_icon: r.rankIcon,
  first_name: r.firstName,
  last_name: r.lastName,
  level: r.level,
  total_earnings: minorToDecimal(r.earningsMinor),
  total_left: volumeToNumber(r.leftPoints),
  total_right: volumeToNumber(r.rightPoints),
  carry_left: volumeToNumber(r.leftCarry),
  carry_right: volumeToNumber(r.rightCarry),
});

export const toPvHistoryEntryWire = (e: PvHistoryEntry): PvHistoryEntryWire => ({
  id: e.id,
  pv: volumeToNumber(e.pv),
  tv: volumeToNumber(e.tv),
  total_pv: volumeToNumber(e.totalPv),
  total_tv: volumeToNumber(e.totalTv),
  type: e.type,
  created_at: e.createdAt.toISOString(),
  from_username: e.fromUsername,
});

export const toBinaryHistoryEntryWire = (e: BinaryHistoryEntry): BinaryHistoryEntryWire => ({
  id: e.id,
  pv_added: volumeToNumber(e.pvAdded),
  pv_deducted_left: volumeToNumber(e.pvDeductedLeft),
  pv_deducted_right: volumeToNumber(e.pvDeductedRight),
  total_left: volumeToNumber(e.totalLeft),
  total_right: volumeToNumber(e.totalRight),
  carry_left: volumeToNumber(e.carryLeft),
  carry_right: volumeToNumber(e.carryRight),
  leg: e.leg,
  bonus_generated: minorToDecimal(e.bonusGeneratedMinor),
  bonus_to_pay: minorToDecimal(e.bonusToPayMinor),
  capping_limit: e.cappingLimitMinor === null ? null : minorToDecimal(e.cappingLimitMinor),
  created_at: e.createdAt.toISOString(),
  from_username: e.fromUsername,
  paired_orders: e.orders.map((o) => ({
    order_id: o.orderId,
    username: o.username,
    leg: o.leg,
    volume: volumeToNumber(o.volume),
  })),
});
