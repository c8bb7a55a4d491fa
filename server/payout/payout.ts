import { payoutStatuses } from '../../contract/constants';
import { accounts, balanced, type LedgerEntry } from '../ledger';
import { decimalToMinor, minorToDecimal } from '../../contract/money';
import { percentOf } from '../shared/money';
import type { PayoutSettings } from '../company';

/**
 * A payout request's life: pending -> approved -> paid, or rejected from pending or approved.
 * The spec shows a numeric status id without its values; ours is the index in this list
 * (0 pending, 1 approved, 2 paid, 3 rejected), so the order of contract/constants.ts is part of
 * the wire contract.
 */
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutStatusId = (status: PayoutStatus): number => payoutStatuses.indexOf(status);

const nextStatuses: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['approved', 'paid', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
};

export const canMovePayout = (from: PayoutStatus, to: PayoutStatus): boolean =>
  nextStatuses[from].includes(to);

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A requested amount as whole minor units. The client sends a decimal string, other callers a
 * JSON number; both must be a positive amount with at most two decimals, never rounded.
 */
export function parsePayoutAmount(input: string | number): Checked<number> {
  const text = (typeof input === 'number' ? String(input) : input).trim();
  if (text === '') return { ok: false, message: 'Enter the amount to withdraw.' };
  // Spec §5: a number may start with its decimal point (".5").
  const normalised = text.startsWith('.') ? `0${text}` : text;
  if (!/^-?\d+(\.\d+)?$/.test(normalised))
    return { ok: false, message: 'Enter the amount as a number, for example 25.00.' };
  let minor: number;
  try {
    minor = decimalToMinor(normalised);
  } catch (error) {
    const tooPrecise = error instanceof RangeError && error.message.includes('decimals');
    return {
      ok: false,
      message: tooPrecise ? 'The amount can have at most 2 decimals.' : 'The amount is too large.',
    };
  }
  if (minor <= 0) return { ok: false, message: 'The amount must be more than zero.' };
  return { ok: true, value: minor };
}

/** The company's fee on a payout: a percent of the amount (half up) plus a fixed part. */
export const payoutFeeMinor = (amountMinor: number, settings: PayoutSettings): number =>
  percentOf(amountMinor, settings.fee_percent) + settings.fee_fixed_minor;

/** Limits that need no balance: checked before the wallet is locked. */
export function checkPayoutLimits(amountMinor: number, settings: PayoutSettings): Checked<number> {
  if (amountMinor < settings.min_minor)
    return { ok: false, message: `The minimum payout is ${minorToDecimal(settings.min_minor)}.` };
  if (amountMinor > settings.max_minor)
    return { ok: false, message: `The maximum payout is ${minorToDecimal(settings.max_minor)}.` };
  const fee = payoutFeeMinor(amountMinor, settings);
  if (fee >= amountMinor)
    return {
      ok: false,
      message: `The amount must be more than the fee of ${minorToDecimal(fee)}.`,
    };
  return { ok: true, value: fee };
}

/** Checked under the wallet lock, against the balance read after it. */
export function checkAvailableBalance(amountMinor: number, balanceMinor: number): Checked<number> {
  if (amountMinor > balanceMinor)
    return {
      ok: false,
      message: `The amount is more than your available balance of ${minorToDecimal(Math.max(balanceMinor, 0))}.`,
    };
  return { ok: true, value: balanceMinor - amountMinor };
}

/** payout_request: the whole amount leaves the wallet and is held until it is paid or rejected. */
export const payoutRequestEntries = (memberId: number, amountMinor: number): LedgerEntry[] =>
  balanced([
    { account: accounts.wallet, memberId, amountMinor: -amountMinor },
    { account: accounts.payoutPending, memberId, amountMinor },
  ]);

/**
 * payout_paid: the hold is released; the member receives the amount less the fee (cash out)
 * and the fee is the company's revenue. The request's total is what left the wallet.
 */
export const payoutPaidEntries = (
  memberId: number,
  amountMinor: number,
  feeMinor: number,
): LedgerEntry[] =>
  balanced([
    { account: accounts.payoutPending, memberId, amountMinor: -amountMinor },
    { account: accounts.cashOut, memberId: null, amountMinor: amountMinor - feeMinor },
    { account: accounts.payoutFees, memberId: null, amountMinor: feeMinor },
  ]);

/** payout_rejected: the hold goes back to the wallet in full; no fee is charged. */
export const payoutRejectedEntries = (memberId: number, amountMinor: number): LedgerEntry[] =>
  balanced([
    { account: accounts.payoutPending, memberId, amountMinor: -amountMinor },
    { account: accounts.wallet, memberId, amountMinor },
  ]);

/** Whole UTC days from `start` to `end` (yyyy-MM-dd, both included), zero where nothing was paid. */
export function dailySeries(
  start: string,
  end: string,
  totals: readonly { day: string; amountMinor: number }[],
): { day: string; amountMinor: number }[] {
  const byDay = new Map(totals.map((t) => [t.day, t.amountMinor]));
  const series: { day: string; amountMinor: number }[] = [];
  for (
    let at = Date.parse(`${start}T00:00:00Z`);
    at <= Date.parse(`${end}T00:00:00Z`);
    at += 86_400_000
  ) {
    const day = new Date(at).toISOString().slice(0, 10);
    series.push({ day, amountMinor: byDay.get(day) ?? 0 });
  }
  return series;
}

export type Payout = {
  id: number;
  memberId: number;
  status: PayoutStatus;
  amountMinor: number;
  feeMinor: number;
  paymentMethod: string;
  createdAt: Date;
  updatedAt: Date;
  /** Why an operator rejected it (shown to the member); null otherwise. */
  note: string | null;
  /** The ledger transaction that held the amount, and the one that paid or returned it. */
  ledgerTxnId: number | null;
  settledLedgerTxnId: number | null;
  /** created_at as PostgreSQL prints it, microseconds kept, for the paging cursor. */
  createdKey: string;
};

/** Why a member who owes the company cannot request a payout, and what ends it. */
export const owedMessage = (owedMinor: number): string =>
  `You owe ${minorToDecimal(owedMinor)} after a commission was reversed. Payouts resume once ` +
  'your next earnings have repaid it.';
