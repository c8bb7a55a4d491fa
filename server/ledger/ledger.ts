import { percentOf } from '../shared/money';
import type { TaxSettings } from '../company';

/** Ledger accounts. A member account carries the member id; company accounts carry none. */
export const accounts = {
  /** Withdrawable: released commissions and everything else a member can pay out. */
  wallet: 'wallet',
  /** Commissions whose order is unpaid or still inside the return window (never negative). */
  held: 'wallet:held',
  /** What the member owes after a clawback took back money already withdrawn (never positive). */
  owed: 'wallet:owed',
  payoutPending: 'payout:pending',
  bonusExpense: 'company:bonus_expense',
  taxPayable: 'company:tax_payable',
  serviceRevenue: 'company:service_revenue',
  payoutFees: 'company:payout_fees',
  cashOut: 'company:cash_out',
  /** What members pay the company for packages from their wallet. */
  salesRevenue: 'company:sales_revenue',
  /** The company's side of an operator's wallet adjustment (issue 30). */
  adjustments: 'company:adjustments',
} as const;

export type LedgerEntry = { account: string; memberId: number | null; amountMinor: number };

/**
 * Double entry: a transaction's entries are whole minor units, none zero, summing to zero.
 * Zero lines are dropped (a 0 % tax writes nothing); anything else wrong is a bug and throws.
 */
export function balanced(entries: LedgerEntry[]): LedgerEntry[] {
  const kept = entries.filter((e) => e.amountMinor !== 0);
  for (const e of kept) {
    if (!Number.isSafeInteger(e.amountMinor))
      throw new RangeError(`ledger amount is not whole minor units: ${e.amountMinor}`);
  }
  const sum = kept.reduce((s, e) => s + e.amountMinor, 0);
  if (sum !== 0) throw new RangeError(`ledger transaction does not balance: off by ${sum}`);
  if (kept.length < 2) throw new RangeError('a ledger transaction needs at least two entries');
  return kept;
}

export type BonusSplit = {
  grossMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  netMinor: number;
};

/** A bonus after tax and service charge (settings.tax): what reaches the wallet is the net. */
export function splitBonus(grossMinor: number, tax: TaxSettings): BonusSplit {
  const taxMinor = percentOf(grossMinor, tax.tax_percent);
  const serviceChargeMinor = percentOf(grossMinor, tax.service_charge_percent);
  return {
    grossMinor,
    taxMinor,
    serviceChargeMinor,
    netMinor: grossMinor - taxMinor - serviceChargeMinor,
  };
}

/**
 * The company pays the gross; the member's wallet (or, while the order can still be returned,
 * the held account) gets the net; tax and charge go to their accounts.
 */
export function bonusEntries(
  memberId: number,
  split: BonusSplit,
  account: typeof accounts.wallet | typeof accounts.held = accounts.wallet,
): LedgerEntry[] {
  return balanced([
    { account, memberId, amountMinor: split.netMinor },
    { account: accounts.taxPayable, memberId: null, amountMinor: split.taxMinor },
    { account: accounts.serviceRevenue, memberId: null, amountMinor: split.serviceChargeMinor },
    { account: accounts.bonusExpense, memberId: null, amountMinor: -split.grossMinor },
  ]);
}

/** A package bought from the wallet: the price leaves the wallet for the company's sales. */
export const walletPurchaseEntries = (memberId: number, priceMinor: number): LedgerEntry[] =>
  balanced([
    { account: accounts.wallet, memberId, amountMinor: -priceMinor },
    { account: accounts.salesRevenue, memberId: null, amountMinor: priceMinor },
  ]);

/**
 * An operator's adjustment of a member's available wallet (issue 30): a credit comes from
 * the company's adjustments account, a debit goes back to it. `signedMinor` > 0 credits.
 */
export const walletAdjustmentEntries = (memberId: number, signedMinor: number): LedgerEntry[] =>
  balanced([
    { account: accounts.wallet, memberId, amountMinor: signedMinor },
    { account: accounts.adjustments, memberId: null, amountMinor: -signedMinor },
  ]);
