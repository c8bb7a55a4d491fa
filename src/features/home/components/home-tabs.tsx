import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { MemberPage, MemberPageProps } from '@/components/member-pages/member-pages';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';
import { TabNav } from '@/components/tab-nav/tab-nav';
import { homeSubPages, shownHomePages, type HomeSubPage } from '../lib/home-pages';

/** The home sub-pages the company's plan and modules allow, as link tabs (like the wallet's). */
function HomeTabs() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const modules = useLoadedModules();
  const current: HomeSubPage =
    homeSubPages.find((p) => pathname.endsWith(`/home/${p}`)) ?? 'dashboard';
  return (
    <TabNav
      current={current}
      label={t('homeNav.label')}
      tabs={shownHomePages(modules?.modules ?? null).map((p) => ({
        key: p,
        to: `/member/home/${p}`,
        label: t(`homeNav.${p}`),
      }))}
    />
  );
}

/** A home page under its sub-navigation, spaced as ScreenPage spaces its own parts. */
export function withHomeTabs(Page: MemberPage): MemberPage {
  function HomeTabbedPage(props: MemberPageProps) {
    return (
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <HomeTabs />
        <Page {...props} />
      </Box>
    );
  }
  return HomeTabbedPage;
}
