import { Newspaper } from 'lucide-react';
import { lazy } from 'react';
import type { DeskPage } from '@/components/desk/desk-page';

// Its own chunk: the desk's home and menu need only the label.
const ContentScreen = lazy(() =>
  import('./content-screen').then((m) => ({ default: m.ContentScreen })),
);

/** Stories, events and learnings (issue 30 point 3), for operators holding `content`. */
export const deskContentPages: DeskPage[] = [
  {
    path: 'content',
    permission: 'content',
    labelKey: 'desk-content:nav',
    icon: Newspaper,
    Component: ContentScreen,
  },
];
