import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const SummaryPage = lazy(() => import('./summary-page').then((m) => ({ default: m.SummaryPage })));
const JoiningsPage = lazy(() =>
  import('./joinings-page').then((m) => ({ default: m.JoiningsPage })),
);
const RecruiterPage = lazy(() =>
  import('./recruiter-page').then((m) => ({ default: m.RecruiterPage })),
);
const EarnerPage = lazy(() => import('./earner-page').then((m) => ({ default: m.EarnerPage })));

/** /member/referral/* */
export const referralPages: MemberPages = {
  'referral/summary': SummaryPage,
  'referral/joinings': JoiningsPage,
  'referral/recruiter': RecruiterPage,
  'referral/earner': EarnerPage,
};
