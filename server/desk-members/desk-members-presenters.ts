import type { UserWire } from '../../contract/user';
import type {
  DeskMemberDetailWire,
  DeskMemberRowWire,
  DeskViewAsWire,
} from '../../contract/desk-members';
import { minorToDecimal } from '../../contract/money';
import { userStatus } from '../../contract/constants';
import { type DeskMemberDetail, type DeskMemberRow, kycStateOf } from './desk-members';
import type { MemberView } from './desk-members-service';

export const statusWire = (status: number) =>
  status === userStatus.active ? ('active' as const) : ('blocked' as const);

export const toDeskMemberRowWire = (m: DeskMemberRow): DeskMemberRowWire => ({
  id: m.id,
  username: m.username,
  full_name: [m.firstName, m.lastName].filter(Boolean).join(' '),
  email: m.email,
  status: statusWire(m.status),
  rank_name: m.rankName,
  package_name: m.packageName,
  joined_at: m.joinedAt.toISOString(),
  sponsor_username: m.sponsorUsername,
  balance: minorToDecimal(m.balanceMinor),
});

export const toDeskMemberDetailWire = (m: DeskMemberDetail): DeskMemberDetailWire => ({
  ...toDeskMemberRowWire(m),
  first_name: m.firstName,
  last_name: m.lastName,
  mobile: m.mobile,
  country: m.country,
  language: m.language,
  currency: m.currency,
  placement: { parent_username: m.parentUsername, position: m.position, depth: m.depth },
  kyc: { state: kycStateOf(m.kyc), ...m.kyc },
  balances: {
    available: minorToDecimal(m.balanceMinor),
    held: minorToDecimal(m.heldMinor),
    owed: minorToDecimal(m.owedMinor),
  },
  pending_verification: m.pendingVerification && {
    channel: m.pendingVerification.channel,
    sent_to: m.pendingVerification.to,
    sent_at: m.pendingVerification.sentAt.toISOString(),
  },
  sign_ins: m.signIns.map((s) => ({
    created_at: s.createdAt.toISOString(),
    last_used_at: s.lastUsedAt?.toISOString() ?? null,
    ip: s.ip,
    user_agent: s.userAgent,
    live: s.live,
    viewed_by: s.viewedBy,
  })),
  audit: m.audit.map((a) => ({
    id: a.id,
    created_at: a.createdAt.toISOString(),
    operator_username: a.operatorUsername,
    action: a.action,
    reason: a.reason,
    before: a.before,
    after: a.after,
  })),
});

export const toViewAsWire = (v: MemberView, user: UserWire): DeskViewAsWire => ({
  token: v.token,
  user,
  expires_at: v.expiresAt.toISOString(),
  member: { id: v.member.id, username: v.member.username, full_name: v.member.fullName },
  operator: v.operator,
});
