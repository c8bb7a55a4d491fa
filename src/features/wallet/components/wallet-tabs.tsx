import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { TabNav } from '@/components/tab-nav/tab-nav';

export const walletSubPages = [
  'statement',
  'earning',
  'payout',
  'request-payout',
  'transactions',
  'recent-earnings',
  'recent-payouts',
] as const;

/** The wallet's sub-pages (spec §2) as links; scrolls sideways on a phone, with edge cues. */
export function WalletTabs() {
  const { t } = useTranslation('wallet');
  const { pathname } = useLocation();
  const current = walletSubPages.find((p) => pathname.endsWith(`/wallet/${p}`)) ?? 'statement';
  return (
    <TabNav
      current={current}
      label={t('title')}
      tabs={walletSubPages.map((p) => ({
        key: p,
        to: `/member/wallet/${p}`,
        label: t(`tabs.${p}`),
      }))}
    />
  );
}
