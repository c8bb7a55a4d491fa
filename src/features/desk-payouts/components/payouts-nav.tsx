import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** The payouts desk's two lists: the queue and the batches. */
export function PayoutsNav() {
  const { t } = useTranslation('desk-payouts');
  const { pathname } = useLocation();
  const onBatches = /\/batches(\/|$)/.test(pathname);
  return (
    <Tabs value={onBatches ? 1 : 0} aria-label={t('title')}>
      <TabList>
        <Tab component={Link} to="/admin/payouts" value={0} data-testid="payouts-tab-queue">
          {t('tabs.queue')}
        </Tab>
        <Tab
          component={Link}
          to="/admin/payouts/batches"
          value={1}
          data-testid="payouts-tab-batches"
        >
          {t('tabs.batches')}
        </Tab>
      </TabList>
    </Tabs>
  );
}
