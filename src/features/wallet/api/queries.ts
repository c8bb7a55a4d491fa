import { queryOptions } from '@tanstack/react-query';
import { getPayoutSettings, getPayoutStatement, type PayoutStatus } from '@/api/payout';
import { getEarningsSummary, getWalletStatement } from '@/api/wallet';
import { payoutSettingsKeys } from '@/api/query-keys';
import type { EarningsFilters } from '../lib/earnings-query';
import type { TransactionFilters } from '../lib/transaction-query';

export const walletKeys = {
  all: ['wallet'] as const,
  statement: () => [...walletKeys.all, 'statement'] as const,
  earnings: () => [...walletKeys.all, 'earnings'] as const,
  transactions: (f: TransactionFilters) => [...walletKeys.all, 'transactions', f] as const,
  recentEarnings: (f: EarningsFilters) => [...walletKeys.all, 'recent-earnings', f] as const,
};

export const payoutKeys = {
  ...payoutSettingsKeys,
  statement: () => [...payoutKeys.all, 'statement'] as const,
  transactions: (statuses: readonly PayoutStatus[]) =>
    [...payoutKeys.all, 'transactions', statuses] as const,
};

export const walletStatementQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.statement(),
    queryFn: ({ signal }) => getWalletStatement(signal),
  });

export const earningsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.earnings(),
    queryFn: ({ signal }) => getEarningsSummary(signal),
  });

export const payoutStatementQueryOptions = () =>
  queryOptions({
    queryKey: payoutKeys.statement(),
    queryFn: ({ signal }) => getPayoutStatement(signal),
  });

export const payoutSettingsQueryOptions = () =>
  queryOptions({
    queryKey: payoutKeys.settings(),
    queryFn: ({ signal }) => getPayoutSettings(signal),
  });
