import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPages } from '@/components/member-pages/member-pages';
import { withReferralTabs } from './components/referral-tabs';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['referral']);

const SummaryPage = lazy(() => import('./summary-page').then((m) => ({ default: m.SummaryPage })));
const JoiningsPage = lazy(() =>
  import('./joinings-page').then((m) => ({ default: m.JoiningsPage })),
);
const RecruiterPage = lazy(() =>
  import('./recruiter-page').then((m) => ({ default: m.RecruiterPage })),
);
const EarnerPage = lazy(() => import('./earner-page').then((m) => ({ default: m.EarnerPage })));

/** /member/referral/*, each under the referral sub-navigation. */
export const referralPages: MemberPages = {
  'referral/summary': withReferralTabs(SummaryPage),
  'referral/joinings': withReferralTabs(JoiningsPage),
  'referral/recruiter': withReferralTabs(RecruiterPage),
  'referral/earner': withReferralTabs(EarnerPage),
};
