import type { Db, Queryable } from '../db/connection';
import type { PageRequest } from '../http/paging';
import type { MessageSender } from '../sender';
import { operatorAction } from '../audit';
import {
  hashToken,
  insertViewToken,
  issueCode,
  newToken,
  OTP_TTL_SECONDS,
  revokeTokensForBlock,
} from '../auth';
import { getCompany } from '../company';
import {
  lockMemberWallet,
  postLedgerTransaction,
  walletAdjustmentEntries,
  walletBalanceMinor,
} from '../ledger';
import { postCreditRepayingDebt } from '../holds';
import { countAttempt, guard, rateRules } from '../limits';
import { setMemberStatus } from '../members';
import { maskEmail } from '../shared/masking';
import { AppError, notFound } from '../shared/app-error';
import type { OperatorActor } from '../shared/types';
import { userStatus } from '../../contract/constants';
import { minorToDecimal } from '../../contract/money';
import {
  findDeskMember,
  findPendingVerification,
  listMemberAudit,
  listSignIns,
  operatorUsername,
  searchMembers,
} from './desk-members-repo';
import { adjustmentKey, type DeskMemberDetail, viewMinutes } from './desk-members';

export const searchMembersPage = (db: Queryable, text: string, page: PageRequest) =>
  searchMembers(db, text, page);

const memberNotFound = () => notFound('Member not found.');

async function requireDeskMember(q: Queryable, memberId: number) {
  const member = await findDeskMember(q, memberId);
  if (!member) throw memberNotFound();
  return member;
}

export async function getMemberDetail(db: Queryable, memberId: number): Promise<DeskMemberDetail> {
  const member = await requireDeskMember(db, memberId);
  const [signIns, audit, pendingVerification] = await Promise.all([
    listSignIns(db, memberId),
    listMemberAudit(db, memberId),
    findPendingVerification(db, memberId),
  ]);
  return { ...member, signIns, audit, pendingVerification };
}

const fullName = (m: { firstName: string; lastName: string | null }) =>
  [m.firstName, m.lastName].filter(Boolean).join(' ');

export type MemberView = {
  token: string;
  expiresAt: Date;
  member: { id: number; username: string; fullName: string };
  operator: { id: number; username: string };
};

/**
 * A read-only session of the member for the operator's tab, for `viewMinutes`; each opening
 * is audited. A blocked account has no back office to show (its calls answer user_blocked).
 */
export async function openMemberView(
  db: Db,
  actor: OperatorActor,
  memberId: number,
): Promise<MemberView> {
  return operatorAction(db, actor, async (tx) => {
    const member = await requireDeskMember(tx, memberId);
    if (member.status !== userStatus.active)
      throw new AppError(409, 'conflict', 'This account is blocked: unblock it to view it.');
    const token = newToken();
    const expiresAt = new Date(Date.now() + viewMinutes * 60_000);
    const tokenId = await insertViewToken(tx, {
      memberId,
      operatorId: actor.operatorId,
      tokenHash: hashToken(token),
      expiresAt,
    });
    return {
      result: {
        token,
        expiresAt,
        member: { id: member.id, username: member.username, fullName: fullName(member) },
        operator: { id: actor.operatorId, username: await operatorUsername(tx, actor.operatorId) },
      },
      audit: {
        action: 'member.view_as',
        subjectType: 'member',
        subjectId: memberId,
        after: { session_id: tokenId, expires_at: expiresAt.toISOString(), read_only: true },
      },
    };
  });
}

export type StatusChange = { id: number; status: number; sessionsEnded: number };

/**
 * Blocks (every live session ends with it, in the same transaction) or unblocks a member.
 * Operators are not members here: their rows answer 404 like an unknown id.
 */
export async function setBlocked(
  db: Db,
  actor: OperatorActor,
  memberId: number,
  blocked: boolean,
  reason: string,
): Promise<StatusChange> {
  const status = blocked ? userStatus.blocked : userStatus.active;
  return operatorAction(db, actor, async (tx) => {
    await requireDeskMember(tx, memberId);
    const changed = await setMemberStatus(tx, memberId, status);
    if (!changed) throw memberNotFound();
    const sessionsEnded = blocked ? await revokeTokensForBlock(tx, memberId) : 0;
    return {
      result: { id: memberId, status, sessionsEnded },
      audit: {
        action: blocked ? 'member.block' : 'member.unblock',
        subjectType: 'member',
        subjectId: memberId,
        before: { status: changed.before },
        after: { status, sessions_ended: sessionsEnded },
        reason,
      },
    };
  });
}

export type Resent = { channel: 'email' | 'sms'; sentTo: string; expiresIn: number };

const maskedDestination = (channel: 'email' | 'sms', to: string) =>
  channel === 'email' ? maskEmail(to) : `•••${to.slice(-3)}`;

/**
 * Sends the member's pending contact-change code again, to the address the member asked
 * for (the only verification a member can have pending: signups verify before they are
 * members). The send counts against the member's own code limit, so the desk cannot flood
 * a mailbox; the audit row is committed before the message leaves.
 */
export async function resendVerification(
  db: Db,
  sender: MessageSender,
  actor: OperatorActor,
  memberId: number,
): Promise<Resent> {
  await requireDeskMember(db, memberId);
  const pending = await findPendingVerification(db, memberId);
  if (!pending)
    throw new AppError(
      409,
      'conflict',
      'This member has no verification waiting: no email or phone change to confirm.',
    );
  // Counted before anything is written, so a refused send leaves no trail of one.
  await countAttempt(db, [
    guard(rateRules.otpSendAccount, `member:${memberId}`),
    guard(rateRules.otpSendIp, actor.address),
  ]);
  await operatorAction(db, actor, async () => ({
    result: null,
    audit: {
      action: 'member.resend_verification',
      subjectType: 'member',
      subjectId: memberId,
      after: { purpose: pending.purpose, channel: pending.channel },
    },
  }));
  await issueCode(db, sender, {
    owner: { memberId },
    purpose: pending.purpose,
    dest: { channel: pending.channel, to: pending.to },
    companyName: (await getCompany(db))?.name ?? 'Your back office',
  });
  return {
    channel: pending.channel,
    sentTo: maskedDestination(pending.channel, pending.to),
    expiresIn: OTP_TTL_SECONDS,
  };
}

export type Adjustment = {
  transactionId: number;
  direction: 'credit' | 'debit';
  amountMinor: number;
  /** The part of a credit that repaid what the member owed. */
  repaidMinor: number;
  balanceMinor: number;
};

/**
 * An operator's wallet adjustment: one balanced ledger transaction against the company's
 * adjustments account, its memo the reason and the operator, with the audit row beside it.
 * The wallet is locked first, so a debit never takes the available balance below zero even
 * against a payout request at the same moment. A credit repays what the member owes first,
 * as an earning does (decision 037).
 */
export async function adjustWallet(
  db: Db,
  actor: OperatorActor,
  memberId: number,
  input: { direction: 'credit' | 'debit'; amountMinor: number; reason: string },
): Promise<Adjustment> {
  return operatorAction(db, actor, async (tx) => {
    await requireDeskMember(tx, memberId);
    await lockMemberWallet(tx, memberId);
    const before = await walletBalanceMinor(tx, memberId);
    if (input.direction === 'debit' && before - input.amountMinor < 0)
      throw new AppError(
        422,
        'validation_error',
        `A debit may not take the available balance below zero (it is ${minorToDecimal(before)}).`,
        { amount: [`At most ${minorToDecimal(before)} can be debited.`] },
      );
    const operator = await operatorUsername(tx, actor.operatorId);
    const head = {
      group: 'adjustment',
      type: input.direction,
      key: adjustmentKey,
      memberId,
      memo: `${input.reason} (by ${operator})`,
    };
    const { transactionId, repaidMinor } =
      input.direction === 'credit'
        ? await postCreditRepayingDebt(tx, head, input.amountMinor, new Date())
        : {
            transactionId: await postLedgerTransaction(
              tx,
              head,
              walletAdjustmentEntries(memberId, -input.amountMinor),
            ),
            repaidMinor: 0,
          };
    const after = await walletBalanceMinor(tx, memberId);
    return {
      result: {
        transactionId,
        direction: input.direction,
        amountMinor: input.amountMinor,
        repaidMinor,
        balanceMinor: after,
      },
      audit: {
        action: `wallet.adjust_${input.direction}`,
        subjectType: 'member',
        subjectId: memberId,
        before: { balance: minorToDecimal(before) },
        after: {
          balance: minorToDecimal(after),
          amount: minorToDecimal(input.amountMinor),
          ...(repaidMinor > 0 ? { repaid_owed: minorToDecimal(repaidMinor) } : {}),
          ledger_transaction_id: transactionId,
        },
        reason: input.reason,
      },
    };
  });
}
