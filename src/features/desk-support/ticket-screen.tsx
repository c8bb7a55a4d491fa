import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getDeskTicket, type DeskTicketDetail } from '@/api/desk-support';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { deskSupportKeys } from './api/queries';
import { DeskThread } from './components/desk-thread';
import { ReplyBox } from './components/reply-box';
import { TicketActions } from './components/ticket-actions';
import { personName } from './components/ticket-columns';

/** /admin/support/:id: the thread, the desk's answer and the ticket's steps. */
export function TicketScreen() {
  const { t } = useTranslation('desk-support');
  const { id = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: deskSupportKeys.ticket(id),
    queryFn: ({ signal }) => getDeskTicket(id, signal),
  });
  const saved = (next: DeskTicketDetail) => {
    client.setQueryData(deskSupportKeys.ticket(id), next);
    void client.invalidateQueries({ queryKey: [...deskSupportKeys.all, 'tickets'] });
  };
  const ticket = query.data;
  return (
    <ScreenPage
      title={ticket ? `${ticket.number} · ${ticket.subject}` : t('ticket')}
      nav={
        <Link
          component={RouterLink}
          to="/admin/support"
          startDecorator={<ArrowLeft size={16} aria-hidden />}
        >
          {t('backToQueue')}
        </Link>
      }
    >
      <QueryState query={query} errorText={t('loadError')} height={240}>
        {(tk) => (
          <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Chip variant="soft" data-testid="desk-ticket-status">
                {t(`statuses.${tk.status}`)}
              </Chip>
              <Typography level="body-sm">
                {t(`categories.${tk.category}`)} · {t(`priorities.${tk.priority}`)} ·{' '}
                {t('from', {
                  name: personName(tk.member),
                  username: tk.member.username,
                  email: tk.member.email,
                })}
              </Typography>
            </Box>
            <TicketActions ticket={tk} onSaved={saved} />
            <DeskThread ticket={tk} />
            {tk.canReply ? (
              <ReplyBox ticket={tk} onSaved={saved} />
            ) : (
              <Alert variant="soft" color="neutral">
                {t('closedNote')}
              </Alert>
            )}
          </Box>
        )}
      </QueryState>
    </ScreenPage>
  );
}
