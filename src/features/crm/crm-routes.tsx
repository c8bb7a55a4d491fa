import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['dashboard', 'mail']);

const CrmDashboardPage = lazy(() =>
  import('./dashboard-page').then((m) => ({ default: m.CrmDashboardPage })),
);
const CrmAnalyticsPage = lazy(() =>
  import('./analytics-page').then((m) => ({ default: m.CrmAnalyticsPage })),
);

/** /member/crm/dashboard and /member/crm/analytics (spec §2; issue 14 point 5). */
export const crmPages: MemberPages = {
  'crm/dashboard': CrmDashboardPage,
  'crm/analytics': CrmAnalyticsPage,
};
