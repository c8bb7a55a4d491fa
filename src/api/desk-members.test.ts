import { describe, expect, it } from 'vitest';
import {
  deskMemberDetailWire,
  deskViewAsWire,
  type DeskMemberDetailWire,
} from '@contract/desk-members';
import { toDeskMember, toDeskMemberDetail, toMemberView } from './desk-members';

const row = {
  id: 7,
  username: 'ana',
  full_name: 'Ana Ruiz',
  email: 'ana@example.com',
  status: 'blocked' as const,
  rank_name: 'Gold',
  package_name: null,
  joined_at: '2026-01-02T03:04:05.000Z',
  sponsor_username: 'demo',
  balance: '12.50',
};

const detail: DeskMemberDetailWire = deskMemberDetailWire.parse({
  ...row,
  first_name: 'Ana',
  last_name: 'Ruiz',
  mobile: '+34 600000000',
  country: 'Spain',
  language: 'es',
  currency: 'EUR',
  placement: { parent_username: 'demo', position: 'L', depth: 3 },
  kyc: { state: 'pending', pending: 1, approved: 0, rejected: 2 },
  balances: { available: '12.50', held: '3.00', owed: '0.00' },
  pending_verification: {
    channel: 'email',
    sent_to: 'new@example.com',
    sent_at: '2026-02-01T00:00:00.000Z',
  },
  sign_ins: [
    {
      created_at: '2026-02-02T00:00:00.000Z',
      last_used_at: null,
      ip: null,
      user_agent: null,
      live: true,
      viewed_by: 'admin',
    },
  ],
  audit: [
    {
      id: 9,
      created_at: '2026-02-03T00:00:00.000Z',
      operator_username: 'admin',
      action: 'member.block',
      reason: 'fraud',
      before: { status: 1 },
      after: { status: 0 },
    },
  ],
});

describe('desk members wire mapping', () => {
  it('maps a search row to camelCase, money kept as the decimal string', () => {
    expect(toDeskMember(row)).toEqual({
      id: 7,
      username: 'ana',
      fullName: 'Ana Ruiz',
      email: 'ana@example.com',
      status: 'blocked',
      rankName: 'Gold',
      packageName: null,
      joinedAt: '2026-01-02T03:04:05.000Z',
      sponsorUsername: 'demo',
      balance: '12.50',
    });
  });

  it('maps a detail with placement, KYC state, balances, sign-ins and audit lines', () => {
    const d = toDeskMemberDetail(detail);
    expect(d).toMatchObject({
      parentUsername: 'demo',
      position: 'L',
      depth: 3,
      kycState: 'pending',
      balances: { available: '12.50', held: '3.00', owed: '0.00' },
      pendingVerification: { channel: 'email', sentTo: 'new@example.com' },
    });
    expect(d.signIns[0]).toEqual({
      createdAt: '2026-02-02T00:00:00.000Z',
      lastUsedAt: null,
      ip: null,
      userAgent: null,
      live: true,
      viewedBy: 'admin',
    });
    expect(d.audit[0]).toEqual({
      id: 9,
      createdAt: '2026-02-03T00:00:00.000Z',
      operatorUsername: 'admin',
      action: 'member.block',
      reason: 'fraud',
    });
    expect(toDeskMemberDetail({ ...detail, pending_verification: null }).pendingVerification).toBe(
      null,
    );
  });

  it('maps a view: the member as the app signs them in, and who opened it', () => {
    const view = toMemberView(
      deskViewAsWire.parse({
        token: 't'.repeat(43),
        expires_at: '2026-02-04T00:30:00.000Z',
        user: {
          id: 7,
          username: 'ana',
          first_name: 'Ana',
          last_name: null,
          avatar: null,
          status: 1,
          role_id: 3,
          date_format: 'M d, Y',
          customer_id: null,
          referral_link: 'https://portal.example/signup?referral=ana',
          email: 'ana@example.com',
          language: 'es',
          currency: 'EUR',
        },
        member: { id: 7, username: 'ana', full_name: '' },
        operator: { id: 1, username: 'admin' },
      }),
    );
    expect(view).toMatchObject({
      expiresAt: '2026-02-04T00:30:00.000Z',
      memberName: 'ana',
      operatorUsername: 'admin',
      user: { id: 7, username: 'ana', fullName: 'Ana', referralLink: expect.any(String) },
    });
  });
});
