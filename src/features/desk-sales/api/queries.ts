import type { DeskSaleFilter } from '@/api/desk-sales';

export const deskSalesKeys = {
  all: ['desk-sales'] as const,
  sales: (filter: DeskSaleFilter) => [...deskSalesKeys.all, 'list', filter] as const,
  sale: (id: string) => [...deskSalesKeys.all, 'sale', id] as const,
};
