import { SlidersHorizontal } from 'lucide-react';
import { lazy } from 'react';
import type { DeskPage } from '@/components/desk/desk-page';

// Its own chunk: the desk's home and menu need only the label.
const SettingsScreen = lazy(() =>
  import('./settings-screen').then((m) => ({ default: m.SettingsScreen })),
);

/** The company's settings (issue 30 point 3), for operators holding `settings`. */
export const deskSettingsPages: DeskPage[] = [
  {
    path: 'settings',
    permission: 'settings',
    labelKey: 'desk-settings:nav',
    icon: SlidersHorizontal,
    Component: SettingsScreen,
  },
];
