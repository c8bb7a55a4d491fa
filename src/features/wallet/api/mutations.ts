import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { actionKeys } from '@/api/http';
import { requestPayout } from '@/api/payout';
import { homeKeys } from '@/api/query-keys';
import { payoutKeys, walletKeys } from './queries';

/**
 * A payout request moves money out of the wallet: every wallet and payout view (balance,
 * transactions, statement, payout lists) and the dashboard figures are stale at once.
 */
export function useRequestPayout() {
  const client = useQueryClient();
  const [keyed] = useState(actionKeys);
  return useMutation({
    mutationFn: (input: Parameters<typeof requestPayout>[0]) =>
      keyed(input, (key) => requestPayout(input, key)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: walletKeys.all }),
        client.invalidateQueries({ queryKey: payoutKeys.all }),
        // The home dashboard shows the wallet balance too.
        client.invalidateQueries({ queryKey: homeKeys.all }),
      ]),
  });
}
