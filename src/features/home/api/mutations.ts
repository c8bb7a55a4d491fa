import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upgradePackage } from '@/api/home-standing';
import { homeKeys } from '@/api/query-keys';

/** The package upgrade: afterwards the package, rank, dashboard and wallet figures are stale. */
export function useUpgradePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: upgradePackage,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: homeKeys.all }),
        // The wallet paid it: its balance and statement changed (walletKeys.all).
        client.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}
