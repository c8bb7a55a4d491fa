import type { LeadStatus } from '@/api/crm';

export const crmKeys = {
  all: ['crm'] as const,
  leads: (status: LeadStatus | null, search: string) =>
    [...crmKeys.all, 'leads', status, search] as const,
  lead: (id: number) => [...crmKeys.all, 'lead', id] as const,
  dashboard: () => [...crmKeys.all, 'dashboard'] as const,
  analytics: (months: number) => [...crmKeys.all, 'analytics', months] as const,
};
