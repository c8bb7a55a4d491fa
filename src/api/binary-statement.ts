import { getCursorPage, signalOf } from './cursor-page';
import { get } from './http';
import {
  binaryPeriodsWire,
  binaryStatementOrdersPageWire,
  binaryStatementWire,
  type BinaryPeriodsWire,
  type BinaryStatementOrderWire,
  type BinaryStatementWire,
} from '@contract/binary-statement';

/**
 * The binary period statement (GET /api/home/binary/periods, /statement, /statement/orders).
 * Volumes stay exact two-decimal strings ("700.00") and money decimal strings in the base
 * currency; the waterfall turns them into whole hundredths, never floats.
 */

export type Leg = 'L' | 'R';
type BinaryPeriodKind = BinaryPeriodsWire['period'];

type BinaryPeriod = { periodKey: string; startsAt: string; endsAt: string };

export type BinaryPeriods = {
  period: BinaryPeriodKind;
  currentPeriodKey: string;
  items: BinaryPeriod[];
};

const toBinaryPeriods = (w: BinaryPeriodsWire): BinaryPeriods => ({
  period: w.period,
  currentPeriodKey: w.current_period_key,
  items: w.items.map((i) => ({
    periodKey: i.period_key,
    startsAt: i.starts_at,
    endsAt: i.ends_at,
  })),
});

export type NextPair = {
  leg: Leg;
  volumeNeeded: string;
  otherLegVolumeNeeded: string;
  firstPair: boolean;
  pairBonus: string;
  wouldPay: string;
  wouldBeFlushed: boolean;
};

export type BinaryStatement = {
  periodKey: string;
  period: BinaryPeriodKind;
  startsAt: string;
  endsAt: string;
  current: boolean;
  carryInLeft: string;
  carryInRight: string;
  newVolumeLeft: string;
  newVolumeRight: string;
  matchedLeft: string;
  matchedRight: string;
  pairs: number;
  pairRatio: BinaryStatementWire['pair_ratio'];
  pairVolume: string;
  payMode: BinaryStatementWire['pay_mode'];
  pairValue: string;
  percent: number;
  generated: string;
  cappingLimit: string | null;
  paid: string;
  flushed: string;
  carryOutLeft: string;
  carryOutRight: string;
  firstPairDoneAtStart: boolean;
  firstPairDone: boolean;
  nextPair: NextPair;
  earningsTotal: string;
  ordersBvLeft: string;
  ordersBvRight: string;
};

const toBinaryStatement = (w: BinaryStatementWire): BinaryStatement => ({
  periodKey: w.period_key,
  period: w.period,
  startsAt: w.starts_at,
  endsAt: w.ends_at,
  current: w.current,
  carryInLeft: w.carry_in_left,
  carryInRight: w.carry_in_right,
  newVolumeLeft: w.new_volume_left,
  newVolumeRight: w.new_volume_right,
  matchedLeft: w.matched_left,
  matchedRight: w.matched_right,
  pairs: w.pairs,
  pairRatio: w.pair_ratio,
  pairVolume: w.pair_volume,
  payMode: w.pay_mode,
  pairValue: w.pair_value,
  percent: w.percent,
  generated: w.generated,
  cappingLimit: w.capping_limit,
  paid: w.paid,
  flushed: w.flushed,
  carryOutLeft: w.carry_out_left,
  carryOutRight: w.carry_out_right,
  firstPairDoneAtStart: w.first_pair_done_at_start,
  firstPairDone: w.first_pair_done,
  nextPair: {
    leg: w.next_pair.leg,
    volumeNeeded: w.next_pair.volume_needed,
    otherLegVolumeNeeded: w.next_pair.other_leg_volume_needed,
    firstPair: w.next_pair.first_pair,
    pairBonus: w.next_pair.pair_bonus,
    wouldPay: w.next_pair.would_pay,
    wouldBeFlushed: w.next_pair.would_be_flushed,
  },
  earningsTotal: w.earnings_total,
  ordersBvLeft: w.orders_bv_left,
  ordersBvRight: w.orders_bv_right,
});

export type StatementOrder = {
  orderId: number;
  invoiceNo: string;
  createdAt: string;
  countedAt: string;
  status: string;
  buyerId: number;
  buyerUsername: string;
  buyerFirstName: string;
  buyerLastName: string | null;
  bv: string;
};

const toStatementOrder = (w: BinaryStatementOrderWire): StatementOrder => ({
  orderId: w.order_id,
  invoiceNo: w.invoice_no,
  createdAt: w.created_at,
  countedAt: w.counted_at,
  status: w.status,
  buyerId: w.buyer_id,
  buyerUsername: w.buyer_username,
  buyerFirstName: w.buyer_first_name,
  buyerLastName: w.buyer_last_name,
  bv: w.bv,
});

export type StatementOrderPage = { items: StatementOrder[]; nextPageUrl: string | null };

export async function getBinaryPeriods(signal?: AbortSignal): Promise<BinaryPeriods> {
  const w = await get('/api/home/binary/periods', {
    schema: binaryPeriodsWire,
    ...signalOf(signal),
  });
  return toBinaryPeriods(w);
}

export async function getBinaryStatement(
  periodKey: string,
  signal?: AbortSignal,
): Promise<BinaryStatement> {
  const w = await get('/api/home/binary/statement', {
    query: { period_key: periodKey },
    schema: binaryStatementWire,
    ...signalOf(signal),
  });
  return toBinaryStatement(w);
}

/** One page of the orders behind a leg's new volume; `cursor` comes from next_page_url. */
export function getStatementOrders(
  periodKey: string,
  leg: Leg,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<StatementOrderPage> {
  const page = {
    query: { period_key: periodKey, leg, cursor },
    schema: binaryStatementOrdersPageWire,
    signal,
  };
  return getCursorPage('/api/home/binary/statement/orders', page, toStatementOrder);
}
