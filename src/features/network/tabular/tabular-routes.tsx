import type { MemberPages } from '../../../components/member-pages/member-pages';

/** /member/network/tabular and /member/network/downline */
export const tabularPages: MemberPages = {};
