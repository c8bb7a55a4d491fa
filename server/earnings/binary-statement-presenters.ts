import type {
  BinaryStatementOrderWire,
  BinaryStatementWire,
} from '../../contract/binary-statement';
import { hundredthsToDecimal, minorToDecimal, toHundredths } from '../../contract/money';
import type { LegOrder, StatementView } from './binary-statement-service';

export const toStatementWire = (s: StatementView): BinaryStatementWire => ({
  period_key: s.periodKey,
  period: s.span.period,
  starts_at: s.span.start.toISOString(),
  ends_at: s.span.end.toISOString(),
  current: s.current,
  carry_in_left: hundredthsToDecimal(s.carryIn.left),
  carry_in_right: hundredthsToDecimal(s.carryIn.right),
  new_volume_left: hundredthsToDecimal(s.newVolume.left),
  new_volume_right: hundredthsToDecimal(s.newVolume.right),
  matched_left: hundredthsToDecimal(s.matched.left),
  matched_right: hundredthsToDecimal(s.matched.right),
  pairs: s.pairs,
  pair_ratio: s.settings.pair_ratio,
  pair_volume: hundredthsToDecimal(toHundredths(s.settings.pair_volume)),
  pay_mode: s.settings.pay_mode,
  pair_value: minorToDecimal(s.settings.pair_value_minor),
  percent: s.settings.percent,
  generated: minorToDecimal(s.generatedMinor),
  capping_limit: s.cappingLimitMinor === null ? null : minorToDecimal(s.cappingLimitMinor),
  paid: minorToDecimal(s.paidMinor),
  flushed: minorToDecimal(s.flushedMinor),
  carry_out_left: hundredthsToDecimal(s.carryOut.left),
  carry_out_right: hundredthsToDecimal(s.carryOut.right),
  first_pair_done_at_start: s.firstPairDoneAtStart,
  first_pair_done: s.firstPairDone,
  next_pair: {
    leg: s.nextPair.leg,
    volume_needed: hundredthsToDecimal(s.nextPair.volumeNeeded),
    other_leg_volume_needed: hundredthsToDecimal(s.nextPair.otherLegVolumeNeeded),
    first_pair: s.nextPair.firstPair,
    pair_bonus: minorToDecimal(s.nextPair.pairBonusMinor),
    would_pay: minorToDecimal(s.nextPair.wouldPayMinor),
    would_be_flushed: s.nextPair.wouldBeFlushed,
  },
  earnings_total: minorToDecimal(s.earningsMinor),
  orders_bv_left: hundredthsToDecimal(s.ordersBv.left),
  orders_bv_right: hundredthsToDecimal(s.ordersBv.right),
});

export const toOrderWire = (o: LegOrder): BinaryStatementOrderWire => ({
  order_id: o.id,
  invoice_no: o.invoiceNo,
  created_at: o.createdAt.toISOString(),
  counted_at: o.countedAt.toISOString(),
  status: o.status,
  buyer_id: o.buyerId,
  buyer_username: o.buyerUsername,
  buyer_first_name: o.buyerFirstName,
  buyer_last_name: o.buyerLastName,
  bv: hundredthsToDecimal(o.bvHundredths),
});
