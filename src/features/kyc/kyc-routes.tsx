import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const KycPage = lazy(() => import('./kyc-page').then((m) => ({ default: m.KycPage })));

/** /member/kyc (spec §2: KYC, when the kyc module is on). */
export const kycPages: MemberPages = { kyc: KycPage };
