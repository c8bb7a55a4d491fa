import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotificationSettings } from '@/api/account';
import type { NotificationCounts } from '@/api/home';
import { notificationSettingsKey } from '@/api/query-keys';
import { toast } from '@/components/toasts/toast';
import { newUnread, type UnreadCounts } from '@/lib/notification-diff';

/**
 * While the portal is open, new unread orders, payouts and messages are announced: as a
 * browser notification when the member allowed them (issue 12 point 7), else as a toast.
 * The member's in-app switch for each event is honoured. No push service: see the README.
 */
export function useInAppNotifications(counts: NotificationCounts | undefined, enabled: boolean) {
  const { t } = useTranslation('common');
  const settings = useQuery({
    queryKey: notificationSettingsKey(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  const previous = useRef<UnreadCounts | null>(null);
  useEffect(() => {
    if (!counts || !settings.data) return;
    const prefs = settings.data;
    const fresh = newUnread(previous.current, counts, (event) =>
      prefs.some((p) => p.event === event && p.inApp),
    );
    previous.current = { order: counts.order, payout: counts.payout, message: counts.message };
    for (const { kind, added } of fresh) {
      const text = t(`notify.${kind}`, { count: added });
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted')
        new Notification(t('notify.title'), { body: text, tag: `portal-${kind}` });
      else toast.success(text);
    }
  }, [counts, settings.data, t]);
}
