import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const GenealogyPage = lazy(() =>
  import('./genealogy-page').then((m) => ({ default: m.GenealogyPage })),
);

/** /member/network/genealogy */
export const genealogyPages: MemberPages = {
  'network/genealogy': GenealogyPage,
};
