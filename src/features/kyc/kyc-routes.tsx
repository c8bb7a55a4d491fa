import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['account']);

const KycPage = lazy(() => import('./kyc-page').then((m) => ({ default: m.KycPage })));

/** /member/kyc (spec §2: KYC, when the kyc module is on). */
export const kycPages: MemberPages = { kyc: KycPage };
