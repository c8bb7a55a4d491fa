import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';
import { withNetworkNav } from '../tabular/components/network-nav';

const DownlinesPage = lazy(() =>
  import('./downlines-page').then((m) => ({ default: m.DownlinesPage })),
);
const PvHistoryPage = lazy(() =>
  import('./pv-history-page').then((m) => ({ default: m.PvHistoryPage })),
);

/** /member/downlines and /member/pv-history, the network's reports, under its navigation. */
export const reportsPages: MemberPages = {
  downlines: withNetworkNav(DownlinesPage),
  'pv-history': withNetworkNav(PvHistoryPage),
};
