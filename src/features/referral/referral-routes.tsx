import type { MemberPages } from '../../components/member-pages/member-pages';

/** /member/referral/* */
export const referralPages: MemberPages = {};
