import { get } from './http';
import { toEarning, type Earning, type EarningState } from './wallet';
import {
  earningExplanationWire,
  type EarningExplanationWire,
  type ExplanationRuleWire,
  type SettlementWire,
  type TrailOrderWire,
  type TrailPersonWire,
} from '@contract/earning-trail';

/**
 * "Why this amount?" (issue 16): one earning's trail as the client reads it. The rule stays
 * the contract's snake_case shape (amounts and volumes as decimal strings); everything else
 * is camelCase with money as decimal strings.
 */

/** The rule of an earning, one shape per bonus type, its amounts as decimal strings. */
type ExplanationRule = ExplanationRuleWire;

type TrailPerson = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  inNetwork: boolean;
};

type TrailOrder = {
  id: number;
  invoiceNo: string;
  kind: string;
  dateCreated: string;
  total: string;
  totalBv: string;
  products: { name: string; quantity: number }[];
};

export type ExplanationSource = {
  order: TrailOrder | null;
  member: TrailPerson | null;
  leg: 'L' | 'R' | null;
  volume: string | null;
};

/**
 * Where the earning's money went (decision 037): its state, the UTC day it is or was
 * released, how a reversal was split, and what the wallet line asked about was.
 */
export type Settlement = {
  state: EarningState;
  releaseDate: string | null;
  releasedAt: string | null;
  reversal: { reversedAt: string; fromHeld: string; fromWallet: string; owed: string } | null;
  line:
    | { kind: 'earning' }
    | { kind: 'release'; releasedAt: string }
    | { kind: 'repayment'; repaidAt: string; amount: string; owedBefore: string }
    | null;
};

const toSettlement = (s: SettlementWire): Settlement => ({
  state: s.state,
  releaseDate: s.release_date,
  releasedAt: s.released_at,
  reversal: s.reversal && {
    reversedAt: s.reversal.reversed_at,
    fromHeld: s.reversal.from_held,
    fromWallet: s.reversal.from_wallet,
    owed: s.reversal.owed,
  },
  line:
    s.line === null
      ? null
      : s.line.kind === 'earning'
        ? s.line
        : s.line.kind === 'release'
          ? { kind: 'release', releasedAt: s.line.released_at }
          : {
              kind: 'repayment',
              repaidAt: s.line.repaid_at,
              amount: s.line.amount,
              owedBefore: s.line.owed_before,
            },
});

export type EarningExplanation = {
  earning: Earning & { net: string; ledgerTransactionId: number };
  rule: ExplanationRule;
  base: string;
  generated: string;
  gross: string;
  taxPercent: number;
  serviceChargePercent: number;
  tax: string;
  serviceCharge: string;
  net: string;
  periodKey: string | null;
  sources: ExplanationSource[];
  skipped: TrailPerson[];
  ledgerEntries: { account: string; amount: string }[];
  reconciles: boolean;
  /** null from a server that does not send it. */
  settlement: Settlement | null;
};

const toPerson = (p: TrailPersonWire): TrailPerson => ({
  id: p.id,
  username: p.username,
  firstName: p.first_name,
  lastName: p.last_name,
  inNetwork: p.in_network,
});

const toTrailOrder = (o: TrailOrderWire): TrailOrder => ({
  id: o.id,
  invoiceNo: o.invoice_no,
  kind: o.kind,
  dateCreated: o.created_at,
  total: o.total,
  totalBv: o.total_bv,
  products: o.products,
});

const toEarningExplanation = (w: EarningExplanationWire): EarningExplanation => ({
  earning: {
    ...toEarning(w.earning),
    net: w.earning.net,
    ledgerTransactionId: w.earning.ledger_transaction_id,
  },
  rule: w.rule,
  base: w.base,
  generated: w.generated,
  gross: w.gross,
  taxPercent: w.tax_percent,
  serviceChargePercent: w.service_charge_percent,
  tax: w.tax,
  serviceCharge: w.service_charge,
  net: w.net,
  periodKey: w.period_key,
  sources: w.sources.map((s) => ({
    order: s.order && toTrailOrder(s.order),
    member: s.member && toPerson(s.member),
    leg: s.leg,
    volume: s.volume,
  })),
  skipped: w.skipped.map(toPerson),
  ledgerEntries: w.ledger_entries,
  reconciles: w.reconciles,
  settlement: w.settlement ? toSettlement(w.settlement) : null,
});

/** Which earning: by its own id, or by the wallet transaction that paid it. */
export type ExplanationTarget = { earningId: number } | { transactionId: number };

export const explanationKeys = {
  all: ['wallet', 'explanation'] as const,
  of: (target: ExplanationTarget) =>
    [
      ...explanationKeys.all,
      'earningId' in target ? `e${target.earningId}` : `t${target.transactionId}`,
    ] as const,
};

export async function getEarningExplanation(
  target: ExplanationTarget,
  signal?: AbortSignal,
): Promise<EarningExplanation> {
  const url =
    'earningId' in target
      ? `/api/wallet/earnings/${target.earningId}/explanation`
      : `/api/wallet/transactions/${target.transactionId}/explanation`;
  const w = await get(url, { schema: earningExplanationWire, ...(signal ? { signal } : {}) });
  return toEarningExplanation(w);
}
