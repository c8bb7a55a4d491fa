import { IdCard } from 'lucide-react';
import { lazy } from 'react';
import type { DeskPage } from '@/components/desk/desk-page';

// Its own chunk: the desk's home and menu need only the label.
const DeskKycScreen = lazy(() =>
  import('./desk-kyc-screen').then((m) => ({ default: m.DeskKycScreen })),
);

/** The identity-documents queue (issue 30 point 2), for operators holding `kyc`. */
export const deskKycPages: DeskPage[] = [
  {
    path: 'kyc',
    permission: 'kyc',
    labelKey: 'desk-kyc:nav',
    icon: IdCard,
    Component: DeskKycScreen,
  },
];
