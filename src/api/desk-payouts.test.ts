import { describe, expect, it } from 'vitest';
import type { DeskPayoutDetailWire } from '@contract/desk-payouts';
import { toDeskBatch, toDeskPayoutDetail } from './desk-payouts';

const wire: DeskPayoutDetailWire = {
  id: 41,
  status: 'awaiting_second_approval',
  member: { id: 7, username: 'ann', full_name: 'Ann Lee' },
  amount: '620.00',
  fee: '7.20',
  net_amount: '612.80',
  method: 'bank_transfer',
  destination: {
    method: 'bank_transfer',
    beneficiary: 'Ann Lee',
    masked: '•••• 2051',
    is_iban: true,
    bic: 'BYLADEM1001',
  },
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T11:00:00.000Z',
  approvals: 1,
  approvals_needed: 2,
  batch_id: null,
  reason: null,
  approval_list: [
    { operator_id: 3, operator_username: 'admin', created_at: '2026-11-27T11:00:00.000Z' },
  ],
  ledger_transactions: [
    {
      id: 90,
      key: 'payout_request',
      memo: null,
      created_at: '2026-11-27T10:00:00.000Z',
      entries: [
        { account: 'wallet', member_id: 7, amount: '-620.00' },
        { account: 'payout:pending', member_id: 7, amount: '620.00' },
      ],
    },
  ],
  second_approval_above: '500.00',
};

describe('desk payouts wire mapping', () => {
  it('maps a payout detail to camelCase, destination flattened, nothing dropped', () => {
    expect(toDeskPayoutDetail(wire)).toEqual({
      id: 41,
      status: 'awaiting_second_approval',
      memberId: 7,
      username: 'ann',
      memberName: 'Ann Lee',
      amount: '620.00',
      fee: '7.20',
      netAmount: '612.80',
      method: 'bank_transfer',
      beneficiary: 'Ann Lee',
      destination: '•••• 2051',
      isIban: true,
      bic: 'BYLADEM1001',
      dateCreated: '2026-11-27T10:00:00.000Z',
      dateUpdated: '2026-11-27T11:00:00.000Z',
      approvals: 1,
      approvalsNeeded: 2,
      batchId: null,
      reason: null,
      approvalList: [
        { operatorId: 3, operatorUsername: 'admin', dateCreated: '2026-11-27T11:00:00.000Z' },
      ],
      ledgerTransactions: [
        {
          id: 90,
          key: 'payout_request',
          memo: null,
          dateCreated: '2026-11-27T10:00:00.000Z',
          entries: [
            { account: 'wallet', memberId: 7, amount: '-620.00' },
            { account: 'payout:pending', memberId: 7, amount: '620.00' },
          ],
        },
      ],
      secondApprovalAbove: '500.00',
    });
  });

  it('maps a batch', () => {
    expect(
      toDeskBatch({
        id: 2,
        reference: 'TREASURY 1',
        operator_username: 'treasurer',
        payout_count: 3,
        total: '99.10',
        currency: 'EUR',
        created_at: '2026-11-27T12:00:00.000Z',
      }),
    ).toEqual({
      id: 2,
      reference: 'TREASURY 1',
      operatorUsername: 'treasurer',
      payoutCount: 3,
      total: '99.10',
      currency: 'EUR',
      dateCreated: '2026-11-27T12:00:00.000Z',
    });
  });
});
