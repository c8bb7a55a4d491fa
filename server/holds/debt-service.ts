import type { Queryable } from '../db/connection';
import { accountBalanceMinor, accounts, lockMemberWallet, postLedgerTransaction } from '../ledger';
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
