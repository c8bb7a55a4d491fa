import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestPayout } from '@/api/payout';
import { payoutKeys, walletKeys } from './queries';

// The home dashboard shows the wallet balance too; its key prefix is the home feature's.
const dashboardKey = ['home'] as const;

/**
 * A payout request moves money out of the wallet: every wallet and payout view (balance,
 * transactions, statement, payout lists) and the dashboard figures are stale at once.
 */
export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: walletKeys.all }),
        client.invalidateQueries({ queryKey: payoutKeys.all }),
        client.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
