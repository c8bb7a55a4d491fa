import type { SaleFilter } from '../lib/sale-filter';

export const salesKeys = {
  all: ['sales'] as const,
  catalog: () => [...salesKeys.all, 'catalog'] as const,
  customers: (search: string) => [...salesKeys.all, 'customers', search] as const,
  quote: (lines: string) => [...salesKeys.all, 'quote', lines] as const,
  history: (filter: SaleFilter) => [...salesKeys.all, 'history', filter] as const,
};
