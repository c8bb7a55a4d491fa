import type { Queryable } from '../db/connection';
import {
  accountBalanceMinor,
  accounts,
  lockMemberWallet,
  postLedgerTransaction,
  type LedgerHeader,
} from '../ledger';
import { repaymentEntries, repaymentOf } from './holds';
import { insertRepayment } from './holds-repo';

/**
 * Money that just reached the member's wallet (`incomingMinor`, from earning `earningId`) repays
 * what the member owes, first: one ledger transaction wallet → owed with its trail row. Owing is
 * rare, so the wallet lock is taken only when a debt is seen, and the debt is read again under
 * it so two repayments never overpay. Returns the amount repaid.
 */
export async function repayDebt(
  tx: Queryable,
  r: { memberId: number; earningId: number; incomingMinor: number; at: Date },
): Promise<number> {
  if ((await accountBalanceMinor(tx, accounts.owed, r.memberId)) >= 0) return 0;
  await lockMemberWallet(tx, r.memberId);
  const owedMinor = await accountBalanceMinor(tx, accounts.owed, r.memberId);
  const amountMinor = repaymentOf(r.incomingMinor, owedMinor);
  if (amountMinor === 0) return 0;
  const ledgerTxnId = await postLedgerTransaction(
    tx,
    {
      group: 'debt',
      type: 'debit',
      key: 'debt_repayment',
      memberId: r.memberId,
      memo: 'Repays what a reversed commission left owed.',
      createdAt: r.at,
    },
    repaymentEntries(r.memberId, amountMinor),
  );
  await insertRepayment(tx, {
    ledgerTxnId,
    memberId: r.memberId,
    earningId: r.earningId,
    amountMinor,
    owedBeforeMinor: -owedMinor,
    at: r.at,
  });
  return amountMinor;
}

/**
 * An operator's credit to a member's wallet (the caller holds the wallet lock): what the member
 * owes is repaid from it first, in the credit's own ledger transaction (adjustments → owed, the
 * rest → wallet), with a repayment row that names no earning. A member who owes cannot withdraw,
 * so money credited beside a debt would sit idle until an earning repaid it.
 */
export async function postCreditRepayingDebt(
  tx: Queryable,
  head: LedgerHeader & { memberId: number },
  amountMinor: number,
  at: Date,
): Promise<{ transactionId: number; repaidMinor: number }> {
  const owedMinor = await accountBalanceMinor(tx, accounts.owed, head.memberId);
  const repaidMinor = repaymentOf(amountMinor, owedMinor);
  const transactionId = await postLedgerTransaction(
    tx,
    { ...head, createdAt: at },
    // An entry of zero (nothing owed, or all of it repaid) is left out by the ledger.
    [
      { account: accounts.adjustments, memberId: null, amountMinor: -amountMinor },
      { account: accounts.owed, memberId: head.memberId, amountMinor: repaidMinor },
      { account: accounts.wallet, memberId: head.memberId, amountMinor: amountMinor - repaidMinor },
    ],
  );
  if (repaidMinor > 0)
    await insertRepayment(tx, {
      ledgerTxnId: transactionId,
      memberId: head.memberId,
      earningId: null,
      amountMinor: repaidMinor,
      owedBeforeMinor: -owedMinor,
      at,
    });
  return { transactionId, repaidMinor };
}
