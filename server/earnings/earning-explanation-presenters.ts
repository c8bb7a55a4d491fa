import type {
  EarningExplanationWire,
  ExplanationRuleWire,
  SettlementWire,
  TrailPersonWire,
  TrailRule,
} from '../../contract/earning-trail';
import { minorToDecimal } from '../../contract/money';
import { percentOf } from '../shared/money';
import type { EarningExplanation, TrailPerson } from './earning-explanation-service';
import { toEarningWire } from '../wallet';

const toPersonWire = (p: TrailPerson): TrailPersonWire => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
  in_network: p.inNetwork,
});

/**
 * The stored rule with its amounts as decimal strings, like every other amount of the
 * explanation (the document keeps minor units; the wire does not).
 */
function toRuleWire(rule: TrailRule): ExplanationRuleWire {
  switch (rule.kind) {
    case 'direct_bonus': {
      const { price_minor, ...rest } = rule;
      return { ...rest, price: minorToDecimal(price_minor) };
    }
    case 'binary_bonus': {
      const { pair_value_minor, capping_minor, paid_before_minor, flushed_minor, ...rest } = rule;
      return {
        ...rest,
        pair_value: minorToDecimal(pair_value_minor),
        capping: capping_minor === null ? null : minorToDecimal(capping_minor),
        paid_before: minorToDecimal(paid_before_minor),
        flushed: minorToDecimal(flushed_minor),
      };
    }
    case 'rank_bonus': {
      const { bonus_minor, ...rest } = rule;
      return { ...rest, bonus: minorToDecimal(bonus_minor) };
    }
    case 'roi_bonus': {
      const { price_minor, paid_before_minor, ...rest } = rule;
      return {
        ...rest,
        price: minorToDecimal(price_minor),
        // The cap as the engine counts it (roiDue).
        cap: minorToDecimal(percentOf(price_minor, rule.cap_percent)),
        paid_before: minorToDecimal(paid_before_minor),
      };
    }
    case 'level_commission':
    case 'reversal':
      return rule;
  }
}

function toSettlementWire(
  state: SettlementWire['state'],
  s: EarningExplanation['settlement'],
): SettlementWire {
  const l = s.line;
  return {
    state,
    release_date: s.releaseDay,
    released_at: s.releasedAt?.toISOString() ?? null,
    reversal: s.reversal && {
      reversed_at: s.reversal.reversedAt.toISOString(),
      from_held: minorToDecimal(s.reversal.fromHeldMinor),
      from_wallet: minorToDecimal(s.reversal.fromWalletMinor),
      owed: minorToDecimal(s.reversal.owedMinor),
    },
    line:
      l === null
        ? null
        : l.kind === 'earning'
          ? l
          : l.kind === 'release'
            ? { kind: 'release', released_at: l.releasedAt.toISOString() }
            : {
                kind: 'repayment',
                repaid_at: l.repaidAt.toISOString(),
                amount: minorToDecimal(l.amountMinor),
                owed_before: minorToDecimal(l.owedBeforeMinor),
              },
  };
}

export function toExplanationWire(x: EarningExplanation): EarningExplanationWire {
  const t = x.trail;
  return {
    earning: {
      ...toEarningWire(x.earning),
      net: minorToDecimal(x.earning.netMinor),
      ledger_transaction_id: x.earning.ledgerTxnId,
    },
    rule: toRuleWire(t.rule),
    base: minorToDecimal(t.baseMinor),
    generated: minorToDecimal(t.generatedMinor),
    gross: minorToDecimal(t.grossMinor),
    tax_percent: t.taxPercent,
    service_charge_percent: t.serviceChargePercent,
    tax: minorToDecimal(t.taxMinor),
    service_charge: minorToDecimal(t.serviceChargeMinor),
    net: minorToDecimal(t.netMinor),
    period_key: t.periodKey,
    sources: x.sources.map((s) => ({
      order: s.order && {
        id: s.order.id,
        invoice_no: s.order.invoiceNo,
        kind: s.order.kind,
        created_at: s.order.createdAt.toISOString(),
        total: minorToDecimal(s.order.totalMinor),
        total_bv: s.order.totalBv,
        products: s.order.products,
      },
      member: s.member && toPersonWire(s.member),
      leg: s.leg,
      volume: s.volume,
    })),
    skipped: x.skipped.map(toPersonWire),
    ledger_entries: x.ledgerEntries.map((e) => ({
      account: e.account,
      amount: minorToDecimal(e.amountMinor),
    })),
    reconciles: x.reconciles,
    settlement: toSettlementWire(x.earning.state, x.settlement),
  };
}
