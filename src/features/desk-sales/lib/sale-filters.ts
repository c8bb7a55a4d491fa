import type { DeskSaleFilter } from '@/api/desk-sales';
import type { UrlPatch } from '@/components/paged-table/use-url-params';
import { saleStatuses } from '@contract/sales';

/** The queue's filters from the address bar: the pending sales unless another status is named. */
export function readSaleFilters(params: URLSearchParams): DeskSaleFilter {
  const raw = params.get('status');
  return {
    status: saleStatuses.includes(raw as DeskSaleFilter['status'])
      ? (raw as DeskSaleFilter['status'])
      : 'pending',
    member: (params.get('member') ?? '').trim(),
  };
}

/** The patch that writes the filters back: the default status and no member leave the URL. */
export const saleFiltersPatch = (f: DeskSaleFilter): UrlPatch => ({
  status: f.status === 'pending' ? null : f.status,
  member: f.member.trim() || null,
});
