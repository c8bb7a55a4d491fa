import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { upgradePackage } from '@/api/home-standing';
import { actionKeys } from '@/api/http';
import { homeKeys } from '@/api/query-keys';

/** The package upgrade: afterwards the package, rank, dashboard and wallet figures are stale. */
export function useUpgradePackage() {
  const client = useQueryClient();
  const [keyed] = useState(actionKeys);
  return useMutation({
    mutationFn: (packageId: number) => keyed(packageId, (key) => upgradePackage(packageId, key)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: homeKeys.all }),
        // The wallet paid it: its balance and statement changed (walletKeys.all).
        client.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}
