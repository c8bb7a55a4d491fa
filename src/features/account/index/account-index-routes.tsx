import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const AccountIndexPage = lazy(() =>
  import('./account-index-page').then((m) => ({ default: m.AccountIndexPage })),
);

/** /member/account itself: the settings index. */
export const accountIndexPages: MemberPages = { account: AccountIndexPage };
