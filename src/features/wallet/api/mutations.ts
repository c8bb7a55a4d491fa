import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestPayout } from '@/api/payout';
import { homeKeys } from '@/api/query-keys';
import { payoutKeys, walletKeys } from './queries';

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
        // The home dashboard shows the wallet balance too.
        client.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}
