import type { Db, Queryable } from '../db/connection';
import { minorToDecimal } from '../../contract/money';
import {
  canMovePayout,
  owedMessage,
  checkAvailableBalance,
  checkPayoutLimits,
  dailySeries,
  parsePayoutAmount,
  payoutPaidEntries,
  payoutRejectedEntries,
  payoutRequestEntries,
  type PayoutStatus,
  type Payout,
} from './payout';
import { type PayoutSettings, getPlanSetting, getSetting } from '../company';
import {
  accountBalanceMinor,
  accounts,
  lockMemberWallet,
  postLedgerTransaction,
  walletBalanceMinor,
} from '../ledger';
import {
  findPayoutMember,
  getPayoutTotals,
  hasWalletPassword,
  insertPayout,
  insertPayoutNotification,
  listPayouts,
  lockPayout,
  paidPerDay,
  updatePayoutStatus,
} from './payout-repo';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { requireWalletPassword } from '../auth';
import { getPayoutHold, getPayoutMethod, heldMessage, notifyMember } from '../account';
import type { MessageSender } from '../sender';
import { hasApprovedKyc } from '../kyc';
import type { Keyset } from '../../contract/paging';

/** settings.kyc_required_for_payout: the company pays only members with an approved document. */
async function kycRequiredForPayout(db: Queryable): Promise<boolean> {
  return (await getSetting<boolean>(db, 'kyc_required_for_payout')) === true;
}

export type PayoutCriteria = {
  settings: PayoutSettings;
  walletPasswordSet: boolean;
  balanceMinor: number;
  /** Owed after a clawback, positive (0 when nothing is owed): payouts wait until it is repaid. */
  owedMinor: number;
  payoutMethod: string | null;
  payoutMethodReady: boolean;
  kycRequired: boolean;
  kycApproved: boolean;
  /** The cooling-off after a change of payout destination; null when not held. */
  payoutsHeldUntil: Date | null;
};

export async function getPayoutCriteria(db: Queryable, memberId: number): Promise<PayoutCriteria> {
  const [settings, walletPasswordSet, balanceMinor, owedBalance, method, kycRequired, kycApproved] =
    await Promise.all([
      getPlanSetting(db, 'payout'),
      hasWalletPassword(db, memberId),
      walletBalanceMinor(db, memberId),
      accountBalanceMinor(db, accounts.owed, memberId),
      getPayoutMethod(db, memberId),
      kycRequiredForPayout(db),
      hasApprovedKyc(db, memberId),
    ]);
  return {
    settings,
    walletPasswordSet,
    balanceMinor,
    owedMinor: Math.max(-owedBalance, 0),
    payoutMethod: method.method,
    payoutMethodReady: method.ready,
    kycRequired,
    kycApproved,
    payoutsHeldUntil: method.heldUntil,
  };
}

/**
 * Holds `amount` of the member's wallet as a pending payout. The password (Argon2, slow) and
 * the limits are checked before the wallet lock; the balance only under it, so concurrent
 * requests queue on the member row and none can spend what another has already taken.
 */
export async function requestPayout(
  db: Db,
  memberId: number,
  input: { amount: string | number; password: string },
): Promise<{ payout: Payout; balanceMinor: number }> {
  // The company can switch payout requests off (module flag payout_request, spec §3).
  const modules = await getSetting<{ payout_request?: boolean }>(db, 'modules');
  if (modules?.payout_request === false) {
    throw new AppError(403, 'forbidden', 'Payout requests are switched off for this company.');
  }
  const amount = parsePayoutAmount(input.amount);
  if (!amount.ok) throw invalidInput('amount', amount.message);

  await requireWalletPassword(db, memberId, input.password);

  const settings = await getPlanSetting(db, 'payout');
  const limits = checkPayoutLimits(amount.value, settings);
  if (!limits.ok) throw invalidInput('amount', limits.message);
  const { method: payoutMethod, ready } = await getPayoutMethod(db, memberId);
  if (!payoutMethod || !ready)
    throw invalidInput(
      'payout_method',
      payoutMethod === 'bank_transfer'
        ? 'Bank transfer needs your bank details: add them under Account › Bank details.'
        : 'Choose how you want to be paid under Account › Payout method first.',
    );
  if (await kycRequiredForPayout(db)) {
    if (!(await hasApprovedKyc(db, memberId)))
      throw invalidInput(
        'kyc',
        'Payouts need an approved identity document. Upload one under KYC; you can request the payout once it is approved.',
      );
  }

  return db.transaction(async (tx) => {
    await lockMemberWallet(tx, memberId);
    // Under the member's lock: a change of destination committed before it is seen here.
    const hold = await getPayoutHold(tx, memberId);
    if (hold.heldUntil) {
      const message = heldMessage(hold.heldUntil, hold.holdHours);
      throw new AppError(422, 'validation_error', message, { payout_method: [message] });
    }
    // A clawback left a debt: nothing is paid out until later earnings have repaid it.
    const owedMinor = await accountBalanceMinor(tx, accounts.owed, memberId);
    if (owedMinor < 0) throw invalidInput('amount', owedMessage(-owedMinor));
    const available = checkAvailableBalance(amount.value, await walletBalanceMinor(tx, memberId));
    if (!available.ok) throw invalidInput('amount', available.message);
    const ledgerTxnId = await postLedgerTransaction(
      tx,
      { group: 'payout', type: 'debit', key: 'payout_request', memberId },
      payoutRequestEntries(memberId, amount.value),
    );
    const payout = await insertPayout(tx, {
      memberId,
      amountMinor: amount.value,
      feeMinor: limits.value,
      paymentMethod: payoutMethod,
      ledgerTxnId,
    });
    await insertPayoutNotification(
      tx,
      payout,
      `Payout #${payout.id} is pending approval`,
      `Amount: ${minorToDecimal(payout.amountMinor)}`,
    );
    return { payout, balanceMinor: await walletBalanceMinor(tx, memberId) };
  });
}

export type PayoutStatement = {
  startDay: string;
  endDay: string;
  paidMinor: number;
  pendingMinor: number;
  balanceMinor: number;
  paidPerDay: { day: string; amountMinor: number }[];
  recent: Payout[];
};

/** payout_datewise covers the last 30 UTC days, today included. */
const statementDays = 30;
const recentCount = 10;

export async function getPayoutStatement(
  db: Queryable,
  memberId: number,
  now = new Date(),
): Promise<PayoutStatement> {
  const dayOf = (offset: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
      .toISOString()
      .slice(0, 10);
  const startDay = dayOf(1 - statementDays);
  const endDay = dayOf(0);
  const [totals, balanceMinor, perDay, recent] = await Promise.all([
    getPayoutTotals(db, memberId),
    walletBalanceMinor(db, memberId),
    paidPerDay(db, memberId, startDay, endDay),
    listPayouts(db, memberId, { statuses: [], after: null, limit: recentCount }),
  ]);
  return {
    startDay,
    endDay,
    paidMinor: totals.paidMinor,
    pendingMinor: totals.openMinor,
    balanceMinor,
    paidPerDay: dailySeries(startDay, endDay, perDay),
    recent: recent.slice(0, recentCount),
  };
}

/** `limit + 1` rows of the member's payouts, newest first, after the cursor's row. */
export const listPayoutPage = (
  db: Queryable,
  memberId: number,
  opts: {
    statuses: readonly PayoutStatus[];
    after: Keyset | null;
    limit: number;
  },
): Promise<Payout[]> => listPayouts(db, memberId, opts);

// Operator side: no HTTP route (the spec has no admin calls); the seed and the tests use these.

const notices: Record<'approved' | 'paid' | 'rejected', (id: number) => string> = {
  approved: (id) => `Payout #${id} was approved`,
  paid: (id) => `Payout #${id} was paid`,
  rejected: (id) => `Payout #${id} was rejected`,
};

export type PayoutMove = 'approved' | 'paid' | 'rejected';

/**
 * Locks a payout for a change: the member's wallet, then the payout row, the same order as a
 * request takes them, so the two cannot deadlock. Null when there is no such payout.
 */
export async function lockPayoutForMove(tx: Queryable, payoutId: number): Promise<Payout | null> {
  const memberId = await findPayoutMember(tx, payoutId);
  if (memberId === null) return null;
  await lockMemberWallet(tx, memberId);
  return lockPayout(tx, payoutId);
}

/**
 * Moves a payout inside the caller's transaction (the desk's operatorAction, or movePayout
 * below): paid releases the hold to cash out and fees, rejected returns it to the wallet in
 * full; either is recorded as the payout's settling ledger transaction. The member's in-app
 * notice is written in the same transaction; the mail is `announcePayoutMove`'s, after commit.
 */
export async function movePayoutIn(
  tx: Queryable,
  payoutId: number,
  to: PayoutMove,
  note: string | null,
): Promise<{ before: Payout; moved: Payout }> {
  const payout = await lockPayoutForMove(tx, payoutId);
  if (!payout) throw notFound('Payout not found.');
  if (!canMovePayout(payout.status, to))
    throw invalidInput('status', `A ${payout.status} payout cannot become ${to}.`);
  const memberId = payout.memberId;
  const header = { group: 'payout', memberId } as const;
  let settled: number | null = null;
  if (to === 'paid') {
    settled = await postLedgerTransaction(
      tx,
      { ...header, type: 'debit', key: 'payout_paid', memo: `Payout #${payout.id}` },
      payoutPaidEntries(memberId, payout.amountMinor, payout.feeMinor),
    );
  } else if (to === 'rejected') {
    settled = await postLedgerTransaction(
      tx,
      { ...header, type: 'credit', key: 'payout_rejected', memo: note },
      payoutRejectedEntries(memberId, payout.amountMinor),
    );
  }
  const moved = await updatePayoutStatus(tx, payoutId, to, note, settled);
  await insertPayoutNotification(
    tx,
    moved,
    notices[to](moved.id),
    `Amount: ${minorToDecimal(moved.amountMinor)}${note ? `. Reason: ${note}` : ''}`,
  );
  return { before: payout, moved };
}

/** The member's mail about a committed move (their payout_status switch decides). */
export async function announcePayoutMove(
  db: Db,
  sender: MessageSender,
  moved: Payout,
  to: PayoutMove,
  note: string | null,
): Promise<void> {
  await notifyMember(db, sender, moved.memberId, 'payout_status', {
    subject: notices[to](moved.id),
    body: `${notices[to](moved.id)}. Amount: ${minorToDecimal(moved.amountMinor)}.${note ? ` Reason: ${note}` : ''}`,
  });
}

async function movePayout(
  db: Db,
  payoutId: number,
  to: PayoutMove,
  note: string | null,
  sender?: MessageSender,
): Promise<Payout> {
  const { moved } = await db.transaction((tx) => movePayoutIn(tx, payoutId, to, note));
  // The mail goes after the commit: a status that rolled back is never announced.
  if (sender) await announcePayoutMove(db, sender, moved, to, note);
  return moved;
}

/** Approval moves no money: the amount stays held on payout:pending until it is paid. */
export const approvePayout = (db: Db, payoutId: number, sender?: MessageSender) =>
  movePayout(db, payoutId, 'approved', null, sender);

/** Releases the hold: total - fee to company:cash_out, the fee to company:payout_fees. */
export const markPayoutPaid = (db: Db, payoutId: number, sender?: MessageSender) =>
  movePayout(db, payoutId, 'paid', null, sender);

/** Returns the whole held amount to the wallet; no fee is charged. */
export const rejectPayout = (
  db: Db,
  payoutId: number,
  reason: string | null = null,
  sender?: MessageSender,
) => movePayout(db, payoutId, 'rejected', reason, sender);
