import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { format } from 'date-fns';
import { History, Mail, Package, Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getNotificationHistory, type NotificationHistoryItem } from '@/api/notifications';
import { notificationKeys } from '@/api/query-keys';
import { useDateLocale } from '@/components/date-text/date-text';
import { EmptyBody, PagingFooter } from '@/components/paged-table/paging-footer';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { dayHeading, groupByDay } from '../lib/group-by-day';
import { NotificationLine } from './notification-line';

/** Under the notifications' prefix, so whatever refreshes notifications refreshes it too. */
export const historyKey = [...notificationKeys.all, 'history'] as const;

const icons = {
  order: <Package size={16} aria-hidden />,
  payout: <Wallet size={16} aria-hidden />,
  message: <Mail size={16} aria-hidden />,
};

/** Where a notification leads: its order, the payouts, or its mail thread; null for a notice. */
function linkOf(n: NotificationHistoryItem): string | null {
  if (n.kind === 'payout') return '/member/wallet/payout';
  if (n.refId === null) return null;
  return n.kind === 'order' ? `/member/order/${n.refId}` : `/member/mail/conversation/${n.refId}`;
}

function HistoryRow({ item }: { item: NotificationHistoryItem }) {
  const { t } = useTranslation('common');
  const locale = useDateLocale();
  return (
    <NotificationLine
      testId="notification-history-item"
      unread={item.unread}
      icon={
        <Box
          sx={{ pt: 0.25, color: item.unread ? 'primary.plainColor' : 'text.tertiary' }}
          title={t(`notificationsPage.kinds.${item.kind}`)}
        >
          {icons[item.kind]}
        </Box>
      }
      title={item.title}
      to={linkOf(item)}
      strong={item.unread}
      badge={
        item.unread && (
          <Chip size="sm" variant="soft" color="primary" data-testid="notification-unread">
            {t('notificationsPage.unread')}
          </Chip>
        )
      }
      detail={
        item.body && (
          <Typography
            level="body-sm"
            sx={{
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.body}
          </Typography>
        )
      }
      time={
        <time dateTime={item.createdAt}>{format(new Date(item.createdAt), 'p', { locale })}</time>
      }
    />
  );
}

/**
 * Every notification of the member, read ones included, under the day it came (in the
 * member's time zone and language), newest first; more pages on demand (issue 31).
 */
export function NotificationHistory() {
  const { t } = useTranslation('common');
  const locale = useDateLocale();
  const list = usePagedList({
    queryKey: historyKey,
    fetchPage: (cursor, signal) => getNotificationHistory(undefined, cursor, signal),
  });
  const days = useMemo(() => groupByDay([...list.rows], (n) => n.createdAt), [list.rows]);
  const now = new Date();
  const headingOf = (day: string) => {
    const h = dayHeading(day, now, locale);
    return h.kind === 'date' ? h.text : t(`notificationsPage.${h.kind}`);
  };
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="notif-history"
      data-testid="notifications-history"
    >
      <Typography
        id="notif-history"
        level="title-md"
        component="h2"
        startDecorator={<History size={18} aria-hidden />}
      >
        {t('notificationsPage.history')}
      </Typography>
      {list.rows.length === 0 ? (
        <EmptyBody
          status={list.status}
          onRetry={list.retry}
          emptyText={t('notificationsPage.historyEmpty')}
          skeletonRows={4}
        />
      ) : (
        <Box>
          {days.map((g) => (
            <Box
              key={g.day}
              component="section"
              aria-labelledby={`notif-day-${g.day}`}
              data-testid="notification-day"
              data-day={g.day}
            >
              <Typography
                id={`notif-day-${g.day}`}
                level="body-sm"
                fontWeight="lg"
                textColor="text.secondary"
                component="h3"
                sx={{ mt: 1, '&::first-letter': { textTransform: 'uppercase' } }}
              >
                {headingOf(g.day)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {g.items.map((item) => (
                  <HistoryRow key={item.id} item={item} />
                ))}
              </Box>
            </Box>
          ))}
          <PagingFooter status={list.status} onRetry={list.retry} onLoadMore={list.loadMore} />
        </Box>
      )}
    </Card>
  );
}
