import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const DownlinesPage = lazy(() =>
  import('./downlines-page').then((m) => ({ default: m.DownlinesPage })),
);
const PvHistoryPage = lazy(() =>
  import('./pv-history-page').then((m) => ({ default: m.PvHistoryPage })),
);

/** /member/downlines and /member/pv-history */
export const reportsPages: MemberPages = {
  downlines: DownlinesPage,
  'pv-history': PvHistoryPage,
};
