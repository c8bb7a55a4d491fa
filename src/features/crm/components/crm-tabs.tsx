import { useTranslation } from 'react-i18next';
import { TabNav } from '@/components/tab-nav/tab-nav';

export function CrmTabs({ current }: { current: 'dashboard' | 'analytics' }) {
  const { t } = useTranslation('dashboard');
  return (
    <TabNav
      current={current}
      label={t('crm.title')}
      tabs={[
        { key: 'dashboard', to: '/member/crm/dashboard', label: t('crm.dashboard') },
        { key: 'analytics', to: '/member/crm/analytics', label: t('crm.analytics') },
      ]}
    />
  );
}
