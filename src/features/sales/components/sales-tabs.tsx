import { useTranslation } from 'react-i18next';
import { TabNav } from '@/components/tab-nav/tab-nav';

export function SalesTabs({ current }: { current: 'new-sale' | 'history' }) {
  const { t } = useTranslation('store');
  return (
    <TabNav
      current={current}
      label={t('sales.title')}
      tabs={[
        { key: 'new-sale', to: '/member/sales/new-sale', label: t('sales.newSale') },
        { key: 'history', to: '/member/sales/history', label: t('sales.history') },
      ]}
    />
  );
}
