import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { NotificationCounts } from '@/api/home';
import { notificationKeys } from '@/api/query-keys';

export const mailKeys = {
  all: ['mail'] as const,
  inbox: (search: string) => [...mailKeys.all, 'inbox', search] as const,
  sent: (search: string) => [...mailKeys.all, 'sent', search] as const,
  thread: (id: string) => [...mailKeys.all, 'thread', id] as const,
  sentItem: (id: string) => [...mailKeys.all, 'sent-item', id] as const,
  recipients: () => [...mailKeys.all, 'recipients'] as const,
  downlineSearch: (keyword: string) => [...mailKeys.all, 'downline-search', keyword] as const,
  broadcasts: () => [...mailKeys.all, 'broadcasts'] as const,
  broadcastMute: () => [...mailKeys.all, 'broadcast-mute'] as const,
  broadcastCount: (segment: object) => [...mailKeys.all, 'broadcast-count', segment] as const,
};

/**
 * After mail was read or sent: the badge takes the server's unread count at once (no wait
 * for the shell's next poll), and the lists and notifications refresh.
 */
export function useMailRefresh() {
  const client = useQueryClient();
  return useCallback(
    (messageCount?: number) => {
      if (messageCount !== undefined)
        client.setQueryData<NotificationCounts>(notificationKeys.counts(), (old) =>
          old
            ? { ...old, message: messageCount, total: old.order + old.payout + messageCount }
            : old,
        );
      void client.invalidateQueries({ queryKey: notificationKeys.all });
      void client.invalidateQueries({ queryKey: mailKeys.all });
    },
    [client],
  );
}
