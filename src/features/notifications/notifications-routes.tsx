import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['payout', 'store', 'mail']);

const NotificationsPage = lazy(() =>
  import('./notifications-page').then((m) => ({ default: m.NotificationsPage })),
);

/** /member/notifications (spec §2 Notifications; issue 13 point 3). */
export const notificationPages: MemberPages = { notifications: NotificationsPage };
