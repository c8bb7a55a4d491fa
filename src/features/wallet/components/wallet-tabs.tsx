import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export const walletSubPages = [
  'statement',
  'earning',
  'payout',
  'request-payout',
  'transactions',
  'recent-earnings',
  'recent-payouts',
] as const;

/** The wallet's sub-pages (spec §2) as links; scrolls sideways on a phone. */
export function WalletTabs() {
  const { t } = useTranslation('wallet');
  const { pathname } = useLocation();
  const current = walletSubPages.find((p) => pathname.endsWith(`/wallet/${p}`)) ?? 'statement';
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the strip scrolls sideways; bring the open page's tab into view.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (list && tab) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [current]);
  return (
    <Tabs value={current} sx={{ bgcolor: 'transparent', minWidth: 0 }}>
      <TabList
        ref={listRef}
        disableUnderline
        sx={{
          overflowX: 'auto',
          scrollbarWidth: 'none',
          gap: 0.5,
          '& > a': { flex: 'none', borderRadius: 'md' },
        }}
      >
        {walletSubPages.map((p) => (
          <Tab
            key={p}
            value={p}
            component={Link}
            to={`/member/wallet/${p}`}
            variant={p === current ? 'soft' : 'plain'}
            color={p === current ? 'primary' : 'neutral'}
            indicatorInset
          >
            {t(`tabs.${p}`)}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
