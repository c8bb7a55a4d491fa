import { Receipt } from 'lucide-react';
import { lazy } from 'react';
import type { DeskPage } from '@/components/desk/desk-page';

// Its own chunk: the desk's home and menu need only the label.
const SalesDesk = lazy(() => import('./sales-desk').then((m) => ({ default: m.SalesDesk })));

/** The manual-sales queue (issue 30), for operators holding `sales`. */
export const deskSalesPages: DeskPage[] = [
  {
    path: 'sales',
    permission: 'sales',
    labelKey: 'desk-sales:nav',
    icon: Receipt,
    Component: SalesDesk,
  },
];
