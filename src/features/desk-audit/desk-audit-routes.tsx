import { ScrollText } from 'lucide-react';
import { lazy } from 'react';
import type { DeskPage } from '@/components/desk/desk-page';

// Its own chunk: the desk's home and menu need only the label.
const AuditScreen = lazy(() => import('./audit-screen').then((m) => ({ default: m.AuditScreen })));

/** The audit log (issue 30 point 5): what every operator did, for those holding `audit`. */
export const deskAuditPages: DeskPage[] = [
  {
    path: 'audit',
    permission: 'audit',
    labelKey: 'desk-audit:nav',
    icon: ScrollText,
    Component: AuditScreen,
  },
];
