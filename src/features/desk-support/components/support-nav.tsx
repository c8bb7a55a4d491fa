import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** The support desk's two screens: the tickets and the canned answers. */
export function SupportNav() {
  const { t } = useTranslation('desk-support');
  const { pathname } = useLocation();
  const onCanned = /\/canned(\/|$)/.test(pathname);
  return (
    <Tabs value={onCanned ? 1 : 0} aria-label={t('tabs.label')}>
      <TabList>
        <Tab component={Link} to="/admin/support" value={0} data-testid="support-tab-tickets">
          {t('tabs.tickets')}
        </Tab>
        <Tab component={Link} to="/admin/support/canned" value={1} data-testid="support-tab-canned">
          {t('tabs.canned')}
        </Tab>
      </TabList>
    </Tabs>
  );
}
