import type { MemberPages } from '../../../components/member-pages/member-pages';

/** /member/network/genealogy */
export const genealogyPages: MemberPages = {};
