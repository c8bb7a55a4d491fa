import { cursorList, signalOf } from './cursor-page';
import { get, post } from './http';
import {
  payoutSettingsWire,
  payoutStatementWire,
  payoutTransactionPageWire,
  requestPayoutResponseWire,
  type PayoutStatusWire,
  type PayoutSummaryWire,
  type PayoutTransactionWire,
} from '@contract/payout';

// Spec §7 Payout; §3 Payout statement and payout transaction page.

export type PayoutStatus = PayoutStatusWire;

/** Spec §3 payout statement's recent transaction: id, status, total, fee, created date. */
export type PayoutSummary = {
  id: number;
  status: PayoutStatus;
  total: string;
  fee: string;
  dateCreated: string;
};

const toPayoutSummary = (w: PayoutSummaryWire): PayoutSummary => ({
  id: w.id,
  status: w.status,
  total: w.total,
  fee: w.fee,
  dateCreated: w.created_at,
});

export type PayoutTransaction = PayoutSummary & {
  statusId: number;
  paymentMethod: string;
  /** Why the company rejected it; null unless rejected. */
  reason: string | null;
};

const toPayoutTransaction = (w: PayoutTransactionWire): PayoutTransaction => ({
  ...toPayoutSummary(w),
  statusId: w.status_id,
  paymentMethod: w.payment_method,
  reason: w.reason,
});

export type PayoutStatement = {
  /** The days payoutDatewise covers (yyyy-MM-dd); the totals are all-time. */
  interval: { startDate: string; endDate: string };
  totalPaid: string;
  totalPending: string;
  totalBalance: string;
  payoutDatewise: { date: string; amount: string }[];
  recentTransactions: PayoutSummary[];
};

export type PayoutSettings = {
  minAmount: string;
  maxAmount: string;
  feePercent: number;
  feeFixed: string;
  paymentMethods: string[];
  /** The request asks for the wallet password instead of the login password. */
  walletPasswordSet: boolean;
  availableBalance: string;
  /** Owed after a clawback (positive): requests are refused until later earnings repay it. */
  owedBalance: string;
  /** The member's payout method; null when none is chosen yet. */
  payoutMethod: string | null;
  payoutMethodReady: boolean;
  kycRequired: boolean;
  kycApproved: boolean;
  /** Until when requests are refused after a change of payout destination; null when not. */
  payoutsHeldUntil: string | null;
};

export async function getPayoutSettings(signal?: AbortSignal): Promise<PayoutSettings> {
  const w = await get('/api/payout/settings', { schema: payoutSettingsWire, ...signalOf(signal) });
  return {
    minAmount: w.min_amount,
    maxAmount: w.max_amount,
    feePercent: w.fee_percent,
    feeFixed: w.fee_fixed,
    paymentMethods: w.payment_methods,
    walletPasswordSet: w.wallet_password_set,
    availableBalance: w.available_balance,
    owedBalance: w.owed_balance,
    payoutMethod: w.payout_method,
    payoutMethodReady: w.payout_method_ready,
    kycRequired: w.kyc_required,
    kycApproved: w.kyc_approved,
    payoutsHeldUntil: w.payouts_held_until,
  };
}

export async function getPayoutStatement(signal?: AbortSignal): Promise<PayoutStatement> {
  const w = await get('/api/payout/statement', {
    schema: payoutStatementWire,
    ...signalOf(signal),
  });
  return {
    interval: { startDate: w.interval.start_date, endDate: w.interval.end_date },
    totalPaid: w.total_paid,
    totalPending: w.total_pending,
    totalBalance: w.total_balance,
    payoutDatewise: w.payout_datewise.map((d) => ({ date: d.date, amount: d.amount })),
    recentTransactions: w.recent_transactions.map(toPayoutSummary),
  };
}

/** Spec §7: optional cursor and payout_status[] (repeated, one per chosen status). */
export const getPayoutTransactions = cursorList(
  '/api/payout/transactions',
  payoutTransactionPageWire,
  toPayoutTransaction,
  (statuses: readonly PayoutStatus[]) => ({ 'payout_status[]': statuses }),
);

export type PayoutRequestResult = { payout: PayoutSummary; walletBalance: string };

/** Spec §5: amount and the member's password; field errors arrive as validation_error. */
export async function requestPayout(
  input: { amount: string; password: string },
  idempotencyKey: string,
): Promise<PayoutRequestResult> {
  const w = await post('/api/payout/request_payout', input, {
    schema: requestPayoutResponseWire,
    idempotencyKey,
  });
  return { payout: toPayoutSummary(w.payout), walletBalance: w.wallet_balance };
}
