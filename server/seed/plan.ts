import { pairingHistory } from './binary';
import { buildEarnings, type RoiPayout } from './earnings';
import { buildLedger, buildPayouts } from './ledger';
import { buildMembers } from './members';
import {
  buildKyc,
  buildMail,
  buildNotifications,
  type KycDocument,
  type MailThread,
  type NotificationRow,
} from './messages';
import { buildOrders } from './orders';
import { assignRanks } from './ranks';
import { createRng } from './rng';
import type {
  Address,
  BinaryRow,
  Earning,
  GenMember,
  LedgerTxn,
  Order,
  Payout,
  RankHistoryRow,
  VolumeColumns,
} from './types';
import { applyVolumes } from './volumes';

export type CompanyPlan = {
  anchor: number;
  mobileOffset: number;
  /** Index = id; index 0 unused. */
  members: GenMember[];
  orders: Order[];
  addresses: Address[];
  volumes: VolumeColumns;
  binaryRows: BinaryRow[];
  rankHistory: RankHistoryRow[];
  earnings: Earning[];
  roiPayouts: RoiPayout[];
  payouts: Payout[];
  txns: LedgerTxn[];
  threads: MailThread[];
  kyc: KycDocument[];
  notifications: NotificationRow[];
};

/**
 * Everything the company holds, computed in memory in dependency order: the tree, orders,
 * volumes, ranks, binary pairing, earnings, payouts and the ledger, then mail and notices.
 */
export function buildCompany(count: number, seed: number, anchor: number): CompanyPlan {
  const members = buildMembers(count, seed, anchor);
  const { orders, addresses } = buildOrders(members, seed, anchor);
  const { volumes, legDays } = applyVolumes(members, orders, anchor);
  const rankHistory = assignRanks(members, seed, anchor);
  const binaryRows = legDays.flatMap((d) =>
    pairingHistory(d, anchor, members[d.memberId]?.detailed === true),
  );
  const { earnings, roiPayouts } = buildEarnings(
    members,
    orders,
    rankHistory,
    binaryRows,
    seed,
    anchor,
  );
  const payouts = buildPayouts(earnings, seed, anchor);
  const txns = buildLedger(earnings, payouts);
  earnings.sort((a, b) => a.txnId - b.txnId);
  earnings.forEach((e, i) => (e.id = i + 1));
  binaryRows.sort((a, b) => a.at - b.at || a.memberId - b.memberId);
  rankHistory.sort((a, b) => a.at - b.at || a.memberId - b.memberId);
  const threads = buildMail(members, anchor);
  return {
    anchor,
    mobileOffset: createRng(seed, 'mobile').int(0, 1_000_000),
    members,
    orders,
    addresses,
    volumes,
    binaryRows,
    rankHistory,
    earnings,
    roiPayouts,
    payouts,
    txns,
    threads,
    kyc: buildKyc(anchor),
    notifications: buildNotifications(threads, orders, payouts, anchor),
  };
}
