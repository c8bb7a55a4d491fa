import { payoutStatuses } from '@contract/constants';
import type { PayoutStatus } from '@/api/payout';
import { readList } from '@/components/paged-table/list-filters';

export { payoutStatuses };

/** The chosen payout statuses (URL `status`); they travel as payout_status[] (spec §7). */
export const readPayoutStatuses = (params: URLSearchParams): PayoutStatus[] =>
  readList(params, 'status', payoutStatuses) as PayoutStatus[];
