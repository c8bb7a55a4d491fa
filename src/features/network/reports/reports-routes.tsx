import type { MemberPages } from '../../../components/member-pages/member-pages';

/** /member/downlines and /member/pv-history */
export const reportsPages: MemberPages = {};
