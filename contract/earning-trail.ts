import { z } from 'zod';
import { binaryLegWire, dayWire, instantWire, memberSummaryFields, moneyWire } from './common';
import { binaryPairRatios, binaryPayModes, rankCriterionKeys } from './constants';
import { earningStateWire, earningWire } from './wallet';

/**
 * The computation trail of an earning (issue 16): what the engine knew when it made the bonus.
 * The server stores the rule and the sources as these snake_case documents (amounts in minor
 * units, volumes as exact two-decimal strings) and sends them in the explanation call with
 * every amount as a decimal string, the rule's too (explanationRuleWire). One rule shape per
 * bonus type; a reversal points at the earning it takes back.
 */

const volume = z.string().regex(/^-?\d+(\.\d{1,2})?$/);
const minor = z.number().int();

export const trailSourceSchema = z.object({
  order_id: z.number().int().nullable(),
  member_id: z.number().int().nullable(),
  /** The leg of the earner the volume came up through (binary), else null. */
  leg: binaryLegWire.nullable(),
  /** BV (or PV) the source contributed, as an exact decimal string. */
  volume: volume.nullable(),
});
export type TrailSource = z.infer<typeof trailSourceSchema>;

/** The criteria a rank bonus's trail records (one list with the rank progress call's). */
export type RankCriterionKey = (typeof rankCriterionKeys)[number];

export const trailRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('direct_bonus'),
    rate_percent: z.number(),
    package_id: z.number().int().nullable(),
    package_name: z.string(),
    /** What the rate applies to: the order's (or the sale line's) price. */
    price_minor: minor,
  }),
  z.object({
    kind: z.literal('level_commission'),
    level: z.number().int().positive(),
    rate_percent: z.number(),
    /** CV as a percent of BV when the order was settled. */
    cv_percent: z.number(),
    compression: z.boolean(),
    /** Inactive uplines passed over (dynamic compression) before this level was reached. */
    skipped_member_ids: z.array(z.number().int()),
  }),
  z.object({
    kind: z.literal('binary_bonus'),
    pair_ratio: z.enum(binaryPairRatios),
    pair_volume: z.number(),
    pay_mode: z.enum(binaryPayModes),
    pair_value_minor: minor,
    percent: z.number(),
    capping_minor: minor.nullable(),
    /** Whether the ratio's first pair was already behind the member. */
    first_pair_done: z.boolean(),
    /** Unpaired volume on each leg when pairing ran (carry in plus the new volume). */
    available_left: volume,
    available_right: volume,
    pairs: z.number().int(),
    deducted_left: volume,
    deducted_right: volume,
    carry_left: volume,
    carry_right: volume,
    /** Binary bonus already paid in the period before this one (what the cap counts). */
    paid_before_minor: minor,
    flushed_minor: minor,
  }),
  z.object({
    kind: z.literal('rank_bonus'),
    rank_id: z.number().int(),
    rank_name: z.string(),
    bonus_minor: minor,
    criteria: z.array(
      z.object({
        key: z.enum(rankCriterionKeys),
        required: z.number(),
        actual: z.number(),
        /** For downline_ranks: the rank the downline members must hold. */
        rank_id: z.number().int().nullable(),
      }),
    ),
  }),
  z.object({
    kind: z.literal('roi_bonus'),
    package_id: z.number().int(),
    package_name: z.string(),
    price_minor: minor,
    rate_percent: z.number(),
    cap_percent: z.number(),
    /** ROI already paid on this purchase before this payment. */
    paid_before_minor: minor,
    purchased_at: instantWire,
  }),
  z.object({
    kind: z.literal('reversal'),
    reversed_earning_id: z.number().int(),
    reason: z.string(),
  }),
]);
export type TrailRule = z.infer<typeof trailRuleSchema>;

const [directRule, levelRule, binaryRule, rankRule, roiRule, reversalRule] =
  trailRuleSchema.options;

/**
 * The rule as the explanation call sends it: the stored document with its amounts as decimal
 * strings like the fields beside it (price instead of price_minor, and so on), so the client
 * never converts minor units. The ROI rule also carries its cap (cap_percent of the price).
 */
const explanationRuleWire = z.discriminatedUnion('kind', [
  directRule.omit({ price_minor: true }).extend({ price: moneyWire }),
  levelRule,
  binaryRule
    .omit({
      pair_value_minor: true,
      capping_minor: true,
      paid_before_minor: true,
      flushed_minor: true,
    })
    .extend({
      pair_value: moneyWire,
      capping: moneyWire.nullable(),
      /** Binary bonus already paid in the period before this one (what the cap counts). */
      paid_before: moneyWire,
      flushed: moneyWire,
    }),
  rankRule.omit({ bonus_minor: true }).extend({ bonus: moneyWire }),
  roiRule.omit({ price_minor: true, paid_before_minor: true }).extend({
    price: moneyWire,
    /** The most this purchase pays in ROI: cap_percent of the price. */
    cap: moneyWire,
    /** ROI already paid on this purchase before this payment. */
    paid_before: moneyWire,
  }),
  reversalRule,
]);
export type ExplanationRuleWire = z.infer<typeof explanationRuleWire>;

/** A person named in an explanation; in_network says whether the genealogy can show them. */
const trailPersonWire = z.object({ ...memberSummaryFields, in_network: z.boolean() });
export type TrailPersonWire = z.infer<typeof trailPersonWire>;

const trailOrderWire = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  kind: z.string(),
  created_at: instantWire,
  total: moneyWire,
  total_bv: z.string(),
  products: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type TrailOrderWire = z.infer<typeof trailOrderWire>;

const explanationSourceWire = z.object({
  order: trailOrderWire.nullable(),
  member: trailPersonWire.nullable(),
  leg: binaryLegWire.nullable(),
  volume: z.string().nullable(),
});

/**
 * Where the earning's money went after it was made (decision 037): held, released to the
 * wallet, or reversed, and what the wallet line asked about was (the earning's own credit, its
 * release from held, or a repayment of a debt it made).
 */
const settlementWire = z.object({
  state: earningStateWire,
  /**
   * The UTC day it is released (held: null while its order is unpaid) or was released;
   * null for an earning that was never held.
   */
  release_date: dayWire.nullable(),
  /** When the release moved it to the wallet; null when it has not (or was never held). */
  released_at: instantWire.nullable(),
  /** How its reversal was settled: from held, from the wallet, and what was left owed. */
  reversal: z
    .object({
      reversed_at: instantWire,
      from_held: moneyWire,
      from_wallet: moneyWire,
      owed: moneyWire,
    })
    .nullable(),
  /** The wallet line explained; null when the earning was asked for by its own id. */
  line: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('earning') }),
      z.object({ kind: z.literal('release'), released_at: instantWire }),
      z.object({
        kind: z.literal('repayment'),
        repaid_at: instantWire,
        /** What this line repaid, and what was owed just before it. */
        amount: moneyWire,
        owed_before: moneyWire,
      }),
    ])
    .nullable(),
});
export type SettlementWire = z.infer<typeof settlementWire>;

/** GET /api/wallet/earnings/{id}/explanation (and /api/wallet/transactions/{id}/explanation). */
export const earningExplanationWire = z.object({
  earning: earningWire.extend({ net: moneyWire, ledger_transaction_id: z.number().int() }),
  rule: explanationRuleWire,
  /** What the rule applied to, in money (a volume point is one currency unit). */
  base: moneyWire,
  /** Before the cap (binary, ROI); equal to gross otherwise. */
  generated: moneyWire,
  gross: moneyWire,
  tax_percent: z.number(),
  service_charge_percent: z.number(),
  tax: moneyWire,
  service_charge: moneyWire,
  net: moneyWire,
  period_key: z.string().nullable(),
  sources: z.array(explanationSourceWire),
  /** Uplines compression skipped (level commissions). */
  skipped: z.array(trailPersonWire),
  ledger_entries: z.array(z.object({ account: z.string(), amount: moneyWire })),
  /** The server redid the trail's arithmetic and it gives exactly this earning. */
  reconciles: z.boolean(),
  /** Optional: servers before decision 037 do not send it. */
  settlement: settlementWire.optional(),
});
export type EarningExplanationWire = z.infer<typeof earningExplanationWire>;
