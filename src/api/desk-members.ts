import {
  deskAdjustmentAnswerWire,
  deskMemberDetailWire,
  deskMemberPageWire,
  deskResendAnswerWire,
  deskStatusAnswerWire,
  deskViewAsWire,
  type DeskMemberDetailWire,
  type DeskMemberRowWire,
  type DeskViewAsWire,
} from '@contract/desk-members';
import { post } from './http';
import { cursorList, getById } from './cursor-page';
import { toUser, type User } from './user';

/** A member as the desk's search lists them (issue 30 point 4). */
export type DeskMember = {
  id: number;
  username: string;
  fullName: string;
  email: string;
  status: 'active' | 'blocked';
  rankName: string | null;
  packageName: string | null;
  joinedAt: string;
  sponsorUsername: string | null;
  balance: string;
};

export const toDeskMember = (w: DeskMemberRowWire): DeskMember => ({
  id: w.id,
  username: w.username,
  fullName: w.full_name,
  email: w.email,
  status: w.status,
  rankName: w.rank_name,
  packageName: w.package_name,
  joinedAt: w.joined_at,
  sponsorUsername: w.sponsor_username,
  balance: w.balance,
});

type DeskSignIn = {
  createdAt: string;
  lastUsedAt: string | null;
  ip: string | null;
  userAgent: string | null;
  live: boolean;
  viewedBy: string | null;
};

type DeskAuditLine = {
  id: number;
  createdAt: string;
  operatorUsername: string;
  action: string;
  reason: string | null;
};

export type DeskMemberDetail = DeskMember & {
  firstName: string;
  lastName: string | null;
  mobile: string | null;
  country: string | null;
  language: string;
  currency: string;
  parentUsername: string | null;
  position: 'L' | 'R' | null;
  depth: number;
  kycState: 'none' | 'pending' | 'approved' | 'rejected';
  balances: { available: string; held: string; owed: string };
  pendingVerification: { channel: 'email' | 'sms'; sentTo: string; sentAt: string } | null;
  signIns: DeskSignIn[];
  audit: DeskAuditLine[];
};

export const toDeskMemberDetail = (w: DeskMemberDetailWire): DeskMemberDetail => ({
  ...toDeskMember(w),
  firstName: w.first_name,
  lastName: w.last_name,
  mobile: w.mobile,
  country: w.country,
  language: w.language,
  currency: w.currency,
  parentUsername: w.placement.parent_username,
  position: w.placement.position,
  depth: w.placement.depth,
  kycState: w.kyc.state,
  balances: w.balances,
  pendingVerification: w.pending_verification && {
    channel: w.pending_verification.channel,
    sentTo: w.pending_verification.sent_to,
    sentAt: w.pending_verification.sent_at,
  },
  signIns: w.sign_ins.map((s) => ({
    createdAt: s.created_at,
    lastUsedAt: s.last_used_at,
    ip: s.ip,
    userAgent: s.user_agent,
    live: s.live,
    viewedBy: s.viewed_by,
  })),
  audit: w.audit.map((a) => ({
    id: a.id,
    createdAt: a.created_at,
    operatorUsername: a.operator_username,
    action: a.action,
    reason: a.reason,
  })),
});

/** An operator's read-only view of a member, ready to hand to a new tab. */
export type MemberView = {
  token: string;
  expiresAt: string;
  user: User;
  memberName: string;
  operatorUsername: string;
};

export const toMemberView = (w: DeskViewAsWire): MemberView => ({
  token: w.token,
  expiresAt: w.expires_at,
  user: toUser(w.user),
  memberName: w.member.full_name || w.member.username,
  operatorUsername: w.operator.username,
});

export type DeskMemberFilter = { q: string };

export const deskMemberKeys = {
  all: ['desk-members'] as const,
  list: (f: DeskMemberFilter) => [...deskMemberKeys.all, 'list', f] as const,
  detail: (id: string) => [...deskMemberKeys.all, 'detail', id] as const,
};

const base = '/api/admin/members';

export const getDeskMembers = cursorList(
  base,
  deskMemberPageWire,
  toDeskMember,
  (f: DeskMemberFilter) => ({ q: f.q }),
);

export const getDeskMember = async (id: string, signal?: AbortSignal) =>
  toDeskMemberDetail(await getById(base, id, deskMemberDetailWire, signal));

const memberPath = (id: number, action: string) => `${base}/${id}/${action}`;

export const openMemberView = async (id: number): Promise<MemberView> =>
  toMemberView(await post(memberPath(id, 'view_as'), {}, { schema: deskViewAsWire }));

export const setMemberBlocked = (id: number, blocked: boolean, reason: string) =>
  post(memberPath(id, blocked ? 'block' : 'unblock'), { reason }, { schema: deskStatusAnswerWire });

export const resendMemberVerification = async (id: number) => {
  const w = await post(memberPath(id, 'resend_verification'), {}, { schema: deskResendAnswerWire });
  return { channel: w.channel, sentTo: w.sent_to };
};

export type WalletAdjustment = { direction: 'credit' | 'debit'; amount: string; reason: string };

export const adjustMemberWallet = async (
  id: number,
  input: WalletAdjustment,
  idempotencyKey: string,
) => {
  const w = await post(memberPath(id, 'wallet_adjustments'), input, {
    schema: deskAdjustmentAnswerWire,
    idempotencyKey,
  });
  return { transactionId: w.transaction_id, repaid: w.repaid, balance: w.balance };
};
