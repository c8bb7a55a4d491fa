import type { TicketFilter } from '@/api/support';

export const supportKeys = {
  all: ['support'] as const,
  tickets: (filter: TicketFilter) => [...supportKeys.all, 'tickets', filter] as const,
  ticket: (id: string) => [...supportKeys.all, 'ticket', id] as const,
};
