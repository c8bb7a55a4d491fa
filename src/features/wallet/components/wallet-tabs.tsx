import { useTranslation } from 'react-i18next';
import { areaPages } from '@/components/member-pages/member-routes';
import { SubPageTabs } from '@/components/tab-nav/tab-nav';

const walletSubPages = areaPages('wallet');

/** The wallet's sub-pages (spec §2) as links; scrolls sideways on a phone, with edge cues. */
export function WalletTabs() {
  const { t } = useTranslation('wallet');
  return (
    <SubPageTabs
      area="wallet"
      pages={walletSubPages}
      label={t('title')}
      labelOf={(p) => t(`tabs.${p}`)}
    />
  );
}
