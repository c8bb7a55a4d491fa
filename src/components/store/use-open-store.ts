import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openStoreSession } from '@/api/store';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';
import { toast } from '@/components/toasts/toast';
import { pickStoreUrl, storeCategoryUrl, storeLoginUrl } from '@/lib/store-links';

export type StorePage = { kind: 'home' } | { kind: 'category'; id: number };

/**
 * Opens a store page in a new tab, signed in. The tab opens at the click (so no popup
 * blocker stops it) and goes to the store once the server has issued the store token.
 */
export function useOpenStore(): { enabled: boolean; open: (page: StorePage) => void } {
  const { t } = useTranslation('store');
  const loaded = useLoadedModules();
  const enabled = loaded?.modules.store === true;
  const fallbackUrl = loaded ? pickStoreUrl(loaded.stores, loaded.defaultStoreId) : null;
  const open = useCallback(
    (page: StorePage) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      void openStoreSession()
        .then(({ storeToken, storeUrl }) => {
          const url = storeUrl ?? fallbackUrl;
          if (!url) throw new Error('no store url');
          const target =
            page.kind === 'home'
              ? storeLoginUrl(url, storeToken)
              : storeCategoryUrl(url, page.id, storeToken);
          if (tab) tab.location.href = target;
          else window.location.assign(target);
        })
        .catch(() => {
          tab?.close();
          toast.error(t('storeError'));
        });
    },
    [fallbackUrl, t],
  );
  return { enabled, open };
}
