import { LifeBuoy } from 'lucide-react';
import { lazy } from 'react';
import type { DeskPage } from '@/components/desk/desk-page';

// Its own chunk: the desk's home and menu need only the label.
const SupportDesk = lazy(() => import('./support-desk').then((m) => ({ default: m.SupportDesk })));

/** The support desk (issue 30): every member's tickets, for operators holding `support`. */
export const deskSupportPages: DeskPage[] = [
  {
    path: 'support',
    permission: 'support',
    labelKey: 'desk-support:nav',
    icon: LifeBuoy,
    Component: SupportDesk,
  },
];
