import { deskPayoutStatuses, type DeskPayoutStatus } from '@contract/desk-payouts';
import type { DeskPayoutFilter } from '@/api/desk-payouts';

export { deskPayoutStatuses };

const isStatus = (v: string | null): v is DeskPayoutStatus =>
  (deskPayoutStatuses as readonly string[]).includes(v ?? '');

/**
 * The queue's filter from the URL (?status=…&member=…&batch=…): an unknown status means
 * every status, a batch that is not a number is dropped, so a hand-edited URL never errors.
 */
export function readQueueFilter(params: URLSearchParams): DeskPayoutFilter {
  const status = params.get('status');
  const batch = params.get('batch') ?? '';
  return {
    status: isStatus(status) ? status : null,
    member: (params.get('member') ?? '').trim(),
    batch: /^\d{1,15}$/.test(batch) ? batch : '',
  };
}

/** Only approved payouts outside any batch can be paid in a new one. */
export const canBatch = (p: { status: DeskPayoutStatus; batchId: number | null }) =>
  p.status === 'approved' && p.batchId === null;
