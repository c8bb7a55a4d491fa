import { useTranslation } from 'react-i18next';
import { ScreenPage } from '@/components/screen-page/screen-page';

/** /admin/audit: the log of operators' actions. */
export function AuditScreen() {
  const { t } = useTranslation('desk-audit');
  return (
    <ScreenPage title={t('title')} subtitle={t('subtitle')}>
      {null}
    </ScreenPage>
  );
}
