import type { DeskTicketFilter } from '@/api/desk-support';

export const deskSupportKeys = {
  all: ['desk-support'] as const,
  tickets: (filter: DeskTicketFilter) => [...deskSupportKeys.all, 'tickets', filter] as const,
  ticket: (id: string) => [...deskSupportKeys.all, 'ticket', id] as const,
  operators: () => [...deskSupportKeys.all, 'operators'] as const,
  cannedAnswers: () => [...deskSupportKeys.all, 'canned-answers'] as const,
};
