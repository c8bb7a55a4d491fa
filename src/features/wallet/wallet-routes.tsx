import type { MemberPages } from '../../components/member-pages/member-pages';

/** /member/wallet/* */
export const walletPages: MemberPages = {};
