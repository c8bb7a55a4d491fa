import type { z } from 'zod';
import type {
  PayoutSummaryWire,
  payoutSettingsWire,
  payoutStatementWire,
} from '../../contract/payout';
import { minorToDecimal } from '../../contract/money';
import type { Payout } from './payout';
import type { PayoutCriteria, PayoutStatement } from './payout-service';

export const toSummaryWire = (p: Payout): PayoutSummaryWire => ({
  id: p.id,
  status: p.status,
  total: minorToDecimal(p.amountMinor),
  fee: minorToDecimal(p.feeMinor),
  created_at: p.createdAt.toISOString(),
});

/** What a payout request may be (spec §7 payout settings) and where the member stands. */
export const toSettingsWire = (c: PayoutCriteria): z.infer<typeof payoutSettingsWire> => ({
  min_amount: minorToDecimal(c.settings.min_minor),
  max_amount: minorToDecimal(c.settings.max_minor),
  fee_percent: c.settings.fee_percent,
  fee_fixed: minorToDecimal(c.settings.fee_fixed_minor),
  payment_methods: c.settings.payment_methods,
  wallet_password_set: c.walletPasswordSet,
  available_balance: minorToDecimal(Math.max(c.balanceMinor, 0)),
  owed_balance: minorToDecimal(c.owedMinor),
  payout_method: c.payoutMethod,
  payout_method_ready: c.payoutMethodReady,
  kyc_required: c.kycRequired,
  kyc_approved: c.kycApproved,
  payouts_held_until: c.payoutsHeldUntil?.toISOString() ?? null,
});

export const toStatementWire = (s: PayoutStatement): z.infer<typeof payoutStatementWire> => ({
  interval: { start_date: s.startDay, end_date: s.endDay },
  total_paid: minorToDecimal(s.paidMinor),
  total_pending: minorToDecimal(s.pendingMinor),
  total_balance: minorToDecimal(s.balanceMinor),
  payout_datewise: s.paidPerDay.map((d) => ({
    date: d.day,
    amount: minorToDecimal(d.amountMinor),
  })),
  recent_transactions: s.recent.map(toSummaryWire),
});
