import { Banknote } from 'lucide-react';
import { lazy } from 'react';
import type { DeskPage } from '@/components/desk/desk-page';

// Its own chunk: the desk's home and menu need only the label.
const PayoutsScreen = lazy(() =>
  import('./payouts-screen').then((m) => ({ default: m.PayoutsScreen })),
);

/** The payouts queue (issue 30 point 2), for operators holding `payouts`. */
export const deskPayoutsPages: DeskPage[] = [
  {
    path: 'payouts',
    permission: 'payouts',
    labelKey: 'desk-payouts:nav',
    icon: Banknote,
    Component: PayoutsScreen,
  },
];
