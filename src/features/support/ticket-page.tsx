import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '@/api/http';
import { getTicket, reopenTicket, replyToTicket, type TicketDetail } from '@/api/support';
import type { MemberPageProps } from '@/components/member-pages/member-pages';
import { FormAlert } from '@/components/form/form-alert';
import { MessageThread } from '@/components/messages/message-thread';
import { ReplyForm } from '@/components/messages/reply-form';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { supportKeys } from './api/queries';
import { TicketStatusChip } from './components/ticket-status-chip';
import { BackToSupport } from './new-ticket-page';

function TicketReply({
  ticket,
  onSaved,
}: {
  ticket: TicketDetail;
  onSaved: (t: TicketDetail) => void;
}) {
  const { t } = useTranslation('support');
  return (
    <ReplyForm
      testId="ticket-reply"
      labels={{ field: t('reply'), send: t('send'), sending: t('sending') }}
      send={(input, onProgress) => replyToTicket(ticket.id, input, onProgress)}
      onSent={(next) => {
        toast.success(t('replySent'));
        onSaved(next);
      }}
    />
  );
}

/** /member/support/:id: a ticket's conversation, the reply box, and reopen once resolved. */
export function TicketPage({ user }: MemberPageProps) {
  const { t } = useTranslation('support');
  const { id = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => getTicket(id, signal),
  });
  const saved = (next: TicketDetail) => {
    client.setQueryData(supportKeys.ticket(id), next);
    void client.invalidateQueries({ queryKey: [...supportKeys.all, 'tickets'] });
  };
  const reopen = useMutation({
    mutationFn: () => reopenTicket(Number(id)),
    onSuccess: (next) => {
      toast.success(t('reopened'));
      saved(next);
    },
  });
  const ticket = query.data;
  const me = {
    kind: 'member' as const,
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: user.avatar,
  };
  return (
    <ScreenPage
      title={ticket ? `${ticket.number} · ${ticket.subject}` : t('ticket')}
      nav={<BackToSupport />}
    >
      <QueryState
        query={query}
        errorText={t('loadError')}
        notFoundText={t('ticketNotFound')}
        height={240}
      >
        {(tk) => (
          <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 860 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <TicketStatusChip status={tk.status} />
              <Typography level="body-sm">
                {t(`categories.${tk.category}`)} ·{' '}
                {t('priorityIs', { priority: t(`priorities.${tk.priority}`) })}
              </Typography>
            </Box>
            <MessageThread
              label={t('messages')}
              messages={tk.messages}
              sender={(m) =>
                m.fromStaff
                  ? {
                      from: {
                        kind: 'support',
                        firstName: m.staffName ?? t('title'),
                        lastName: null,
                        avatar: null,
                      },
                      label: t('staff'),
                      mine: false,
                    }
                  : { from: me, mine: true }
              }
            />
            {tk.canReply && <TicketReply ticket={tk} onSaved={saved} />}
            {tk.canReopen && (
              <Alert
                variant="soft"
                color="success"
                endDecorator={
                  <Button
                    size="sm"
                    variant="solid"
                    color="success"
                    loading={reopen.isPending}
                    startDecorator={<RotateCcw size={16} aria-hidden />}
                    onClick={() => reopen.mutate()}
                    data-testid="reopen-ticket"
                  >
                    {t('reopen')}
                  </Button>
                }
              >
                {t('resolvedNote')}
              </Alert>
            )}
            {tk.status === 'closed' && (
              <Alert variant="soft" color="neutral">
                {t('closedNote')}
              </Alert>
            )}
            {isApiError(reopen.error) && <FormAlert message={reopen.error.message} />}
          </Box>
        )}
      </QueryState>
    </ScreenPage>
  );
}
