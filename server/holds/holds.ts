import { accounts, balanced, type LedgerEntry } from '../ledger';

/**
 * Held commissions and debts (decision 037), as pure arithmetic on ledger lines. A member's
 * money sits in three accounts: the wallet (available, withdrawable), wallet:held (commissions
 * whose order can still be returned) and wallet:owed (what a clawback left unpaid, ≤ 0).
 */

const DAY = 86_400_000;

/** When a paid order's commissions become withdrawable: the return window after payment. */
export const releaseDate = (paidAt: Date, windowDays: number): Date =>
  new Date(paidAt.getTime() + windowDays * DAY);

/** A commission is held while its order is unpaid (no release date) or inside the window. */
export const isHeldAt = (releaseAt: Date | null, at: Date): boolean =>
  releaseAt === null || releaseAt.getTime() > at.getTime();

/** How the net of a reversed commission is taken back. */
export type ReversalSplit = { fromHeldMinor: number; fromWalletMinor: number; owedMinor: number };

/**
 * A held commission is simply cancelled. An available one comes out of the wallet as far as
 * the wallet goes; what was already withdrawn (or spent) is left owed, never hidden as a
 * negative withdrawable balance.
 */
export function splitReversal(netMinor: number, held: boolean, walletMinor: number): ReversalSplit {
  if (held) return { fromHeldMinor: netMinor, fromWalletMinor: 0, owedMinor: 0 };
  const fromWalletMinor = Math.min(netMinor, Math.max(walletMinor, 0));
  return { fromHeldMinor: 0, fromWalletMinor, owedMinor: netMinor - fromWalletMinor };
}

const memberAccounts = new Set<string>([accounts.wallet, accounts.held]);

/**
 * The compensating entries of a commission's reversal: the company's lines (expense, tax,
 * service charge) negated as they were written, and the member's one line replaced by the
 * split, since a held commission may have been released to the wallet since it was paid.
 */
export function reversalEntries(
  memberId: number,
  original: readonly LedgerEntry[],
  split: ReversalSplit,
): LedgerEntry[] {
  const company = original.filter(
    (e) => !(memberAccounts.has(e.account) && e.memberId === memberId),
  );
  return balanced([
    ...company.map((e) => ({ ...e, amountMinor: -e.amountMinor })),
    { account: accounts.held, memberId, amountMinor: -split.fromHeldMinor },
    { account: accounts.wallet, memberId, amountMinor: -split.fromWalletMinor },
    { account: accounts.owed, memberId, amountMinor: -split.owedMinor },
  ]);
}

/** A held commission's net moves to the withdrawable wallet. */
export const releaseEntries = (memberId: number, amountMinor: number): LedgerEntry[] =>
  balanced([
    { account: accounts.held, memberId, amountMinor: -amountMinor },
    { account: accounts.wallet, memberId, amountMinor },
  ]);

/** Money that reached the wallet repays what is owed, first. */
export const repaymentEntries = (memberId: number, amountMinor: number): LedgerEntry[] =>
  balanced([
    { account: accounts.wallet, memberId, amountMinor: -amountMinor },
    { account: accounts.owed, memberId, amountMinor },
  ]);

/** How much of `incomingMinor` repays a debt of `owedMinor` (the owed balance, ≤ 0). */
export const repaymentOf = (incomingMinor: number, owedMinor: number): number =>
  Math.max(0, Math.min(incomingMinor, -owedMinor));
