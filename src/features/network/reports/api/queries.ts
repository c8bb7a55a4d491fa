import type { DownlineReportFilters } from '@/api/reports';
import type { PvHistoryFilters } from '../lib/pv-history-query';

export const reportKeys = {
  all: ['reports'] as const,
  downlines: (f: DownlineReportFilters) => [...reportKeys.all, 'downlines', f] as const,
  pvHistory: (f: PvHistoryFilters) => [...reportKeys.all, 'pv-history', f] as const,
};
