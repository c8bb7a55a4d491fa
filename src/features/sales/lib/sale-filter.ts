import { saleStatuses, type SaleStatus } from '@contract/sales';

import type { SaleFilter } from '@/api/sales';

/** The history's filters live in the URL, so a filtered view can be shared or reloaded. */
export type { SaleFilter };

const day = /^\d{4}-\d{2}-\d{2}$/;

export function readSaleFilter(params: URLSearchParams): SaleFilter {
  const status = params.get('status');
  const read = (k: string) => {
    const v = params.get(k) ?? '';
    return day.test(v) ? v : '';
  };
  return {
    startDate: read('from'),
    endDate: read('to'),
    status: saleStatuses.includes(status as SaleStatus) ? (status as SaleStatus) : null,
    customer: (params.get('customer') ?? '').slice(0, 100),
  };
}

/** The URL parameters of a filter; empty ones are left out. */
export function writeSaleFilter(filter: SaleFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.startDate) params.set('from', filter.startDate);
  if (filter.endDate) params.set('to', filter.endDate);
  if (filter.status) params.set('status', filter.status);
  if (filter.customer.trim()) params.set('customer', filter.customer.trim());
  return params;
}
