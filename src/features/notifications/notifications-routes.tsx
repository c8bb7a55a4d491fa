import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const NotificationsPage = lazy(() =>
  import('./notifications-page').then((m) => ({ default: m.NotificationsPage })),
);

/** /member/notifications (spec §2 Notifications; issue 13 point 3). */
export const notificationPages: MemberPages = { notifications: NotificationsPage };
