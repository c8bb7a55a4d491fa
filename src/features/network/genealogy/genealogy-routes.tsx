import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';
import { withNetworkNav } from '../tabular/components/network-nav';

const GenealogyPage = lazy(() =>
  import('./genealogy-page').then((m) => ({ default: m.GenealogyPage })),
);

/** /member/network/genealogy, under the network navigation. */
export const genealogyPages: MemberPages = {
  'network/genealogy': withNetworkNav(GenealogyPage),
};
