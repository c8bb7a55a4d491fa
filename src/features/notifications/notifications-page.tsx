import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CheckCheck, Mail, Package, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationCounts,
  type Notifications,
} from '@/api/home';
import { notificationKeys } from '@/api/query-keys';
import { DateText } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import { RelativeTime } from '@/components/messages/relative-time';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { groupByDay } from './lib/group-by-day';
import { historyKey, NotificationHistory } from './components/notification-history';
import { NotificationLine } from './components/notification-line';
import { ColumnGrid } from '@/components/layout/column-grid';
import { fullName } from '@contract/names';

type Item = {
  id: number;
  at: string;
  title: ReactNode;
  detail: ReactNode;
  to: string | null;
  testId: string;
};

/** A kind's section: its notifications as rows, keyed by their notification ids. */
function section<N extends { notificationId: number }>(
  kind: 'orders' | 'payouts' | 'messages',
  icon: ReactNode,
  testId: string,
  list: readonly N[],
  row: (n: N) => Omit<Item, 'id' | 'testId'>,
) {
  return {
    kind,
    icon,
    items: list.map<Item>((x) => ({ id: x.notificationId, testId, ...row(x) })),
  };
}

/** The three kinds of spec §3 Notifications as one shape for the screen. */
function useSections(n: Notifications) {
  const { t } = useTranslation(['common', 'store', 'payout']);
  return [
    section('orders', <Package size={18} aria-hidden />, 'notification-order', n.orders, (o) => ({
      at: o.dateUpdated,
      title: t('notificationsPage.order', { number: o.invoiceNumber }),
      detail: (
        <>
          <Chip
            size="sm"
            variant="soft"
            sx={{ '--Chip-decoratorChildHeight': '8px' }}
            startDecorator={
              <Box
                component="span"
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: o.color }}
              />
            }
          >
            {t(`store:statuses.${o.status}`, { defaultValue: o.status })}
          </Chip>{' '}
          <MoneyText amount={o.total} />
        </>
      ),
      to: `/member/order/${o.orderId}`,
    })),
    section('payouts', <Wallet size={18} aria-hidden />, 'notification-payout', n.payouts, (p) => ({
      at: p.dateUpdated,
      title: t('notificationsPage.payout', { number: p.invoiceNumber }),
      detail: (
        <>
          {t(`payout:statuses.${p.status}`, { defaultValue: p.status })} ·{' '}
          <MoneyText amount={p.total} />
        </>
      ),
      to: '/member/wallet/payout',
    })),
    section(
      'messages',
      <Mail size={18} aria-hidden />,
      'notification-message',
      n.messages,
      (m) => ({
        at: m.updatedAt,
        title: m.subject,
        detail: m.firstName
          ? t('notificationsPage.from', {
              name: fullName(m.firstName, m.lastName),
              body: m.body,
            })
          : m.body,
        to: m.threadId === null ? null : `/member/mail/conversation/${m.threadId}`,
      }),
    ),
  ];
}

function NotificationRow({
  item,
  onRead,
  reading,
}: {
  item: Item;
  onRead: () => void;
  reading: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <NotificationLine
      testId={item.testId}
      title={item.title}
      to={item.to}
      onOpen={onRead}
      detail={
        <Typography level="body-sm" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {item.detail}
        </Typography>
      }
      time={<RelativeTime value={item.at} />}
      action={
        <IconButton
          size="sm"
          variant="plain"
          disabled={reading}
          onClick={onRead}
          aria-label={t('notificationsPage.markRead')}
          data-testid="mark-read"
        >
          <Check size={18} aria-hidden />
        </IconButton>
      }
    />
  );
}

/**
 * /member/notifications: unread orders, payouts and messages (GET /api/home/notifications),
 * by kind and then by day, each linking to what it is about; read one or all. Under them the
 * history, read ones included (issue 31). Marking all as read reads notifications only: the
 * mailbox badge keeps the server's unread mail count, which the counts' answer carries.
 */
export function NotificationsPage() {
  const { t } = useTranslation('common');
  const client = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });
  const applied = (counts: NotificationCounts) => {
    // The server's counts, the mailbox's unread mail among them (issue 31).
    client.setQueryData(notificationKeys.counts(), counts);
    void client.invalidateQueries({ queryKey: notificationKeys.list() });
    // What was just read stays in the history, no longer marked unread.
    void client.invalidateQueries({ queryKey: historyKey });
  };
  const readOne = useMutation({ mutationFn: markNotificationRead, onSuccess: applied });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (counts) => {
      toast.success(t('notificationsPage.allRead'));
      applied(counts);
    },
  });
  const total = query.data
    ? query.data.orders.length + query.data.payouts.length + query.data.messages.length
    : 0;
  return (
    <ScreenPage title={t('menu.notifications')} subtitle={t('notificationsPage.subtitle')}>
      <Box sx={{ display: 'flex' }}>
        <Button
          variant="outlined"
          startDecorator={<CheckCheck size={16} aria-hidden />}
          disabled={total === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="mark-all-read"
        >
          {t('notificationsPage.markAllRead')}
        </Button>
      </Box>
      <QueryState query={query} errorText={t('notificationsPage.loadError')} skeletons={3}>
        {(n) =>
          total === 0 ? (
            <Card
              variant="soft"
              sx={{ textAlign: 'center', py: 4 }}
              data-testid="notifications-empty"
            >
              <Typography level="body-md">{t('notificationsPage.empty')}</Typography>
            </Card>
          ) : (
            <Sections data={n} onRead={(id) => readOne.mutate(id)} reading={readOne.isPending} />
          )
        }
      </QueryState>
      <NotificationHistory />
    </ScreenPage>
  );
}

function Sections({
  data,
  onRead,
  reading,
}: {
  data: Notifications;
  onRead: (id: number) => void;
  reading: boolean;
}) {
  const { t } = useTranslation('common');
  const sections = useSections(data);
  return (
    <ColumnGrid columns={{ xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }}>
      {sections.map((s) => (
        <Card
          key={s.kind}
          variant="outlined"
          component="section"
          aria-labelledby={`notif-${s.kind}`}
          data-testid={`notifications-${s.kind}`}
        >
          <Typography
            id={`notif-${s.kind}`}
            level="title-md"
            component="h2"
            startDecorator={s.icon}
          >
            {t(`notificationsPage.${s.kind}`)} ({s.items.length})
          </Typography>
          {s.items.length === 0 ? (
            <Typography level="body-sm" textColor="text.tertiary">
              {t('notificationsPage.none')}
            </Typography>
          ) : (
            groupByDay(s.items, (i) => i.at).map((g) => (
              <Box key={g.day}>
                <Typography
                  level="body-xs"
                  fontWeight="lg"
                  textColor="text.secondary"
                  component="h3"
                  sx={{ mt: 1 }}
                >
                  <DateText value={`${g.day}T12:00:00`} />
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {g.items.map((item) => (
                    <NotificationRow
                      key={item.id}
                      item={item}
                      reading={reading}
                      onRead={() => onRead(item.id)}
                    />
                  ))}
                </Box>
              </Box>
            ))
          )}
        </Card>
      ))}
    </ColumnGrid>
  );
}
