import { useTranslation } from 'react-i18next';
import type { DeskPage } from '@/components/desk/desk-page';
import { useModuleState } from '../session/use-session';
import { composeTitle, notFoundTitleKey, useDocumentTitle } from '../shell/document-title';
import { deskLocation } from './desk-menu';

/**
 * The name of the desk screen at `pathname` (its menu label; "Home" at /admin) and the tab's
 * title, which always says it is the desk: "Operator desk · Audit log – Company".
 */
export function useDeskTitle(pathname: string, pages: readonly DeskPage[]): string {
  const { t } = useTranslation(['desk', 'common']);
  const company = useModuleState().modules?.company.name;
  const where = deskLocation(pathname, pages);
  const section =
    where.kind === 'home'
      ? t('desk:nav.home')
      : where.kind === 'page'
        ? t(where.page.labelKey)
        : t(`common:${notFoundTitleKey}`);
  useDocumentTitle(composeTitle([t('desk:title'), section], company));
  return section;
}
