import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DateText } from '@/components/date-text/date-text';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { QueryState } from '@/components/query-state/query-state';
import { toast } from '@/components/toasts/toast';
import { useEndSession } from '../api/mutations';
import { sessionsQueryOptions } from '../api/queries';

/** Where the member is signed in, with a way to end any other session (issue 12 point 9). */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const query = useQuery(sessionsQueryOptions());
  const end = useEndSession();
  const { guard } = useDemoGuard();
  const endOne = (id: number | 'others') =>
    guard(() => end.mutate(id, { onSuccess: () => toast.success(t('security.signedOut')) }));
  return (
    <Card variant="outlined" sx={{ gap: 1.5 }} data-testid="sessions">
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography level="title-md" component="h2">
          {t('security.sessionsTitle')}
        </Typography>
        <Button
          size="sm"
          variant="outlined"
          color="danger"
          loading={end.isPending && end.variables === 'others'}
          disabled={end.isPending || (query.data?.length ?? 0) < 2}
          onClick={() => endOne('others')}
          data-testid="sign-out-others"
        >
          {t('security.signOutOthers')}
        </Button>
      </Box>
      <QueryState query={query} errorText={t('loadError')} height={120}>
        {(sessions) => (
          <List sx={{ '--ListItem-paddingX': 0, gap: 1 }}>
            {sessions.map((s) => (
              <ListItem
                key={s.id}
                sx={{ gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
                data-testid="session"
              >
                <MonitorSmartphone size={22} aria-hidden style={{ marginTop: 2 }} />
                <Box sx={{ flex: 1, minWidth: 180 }}>
                  <Typography level="title-sm">
                    {s.device}{' '}
                    {s.current && (
                      <Chip size="sm" color="success" variant="soft">
                        {t('security.thisDevice')}
                      </Chip>
                    )}
                  </Typography>
                  <Typography level="body-xs" textColor="text.tertiary">
                    {s.ip ?? t('security.unknownIp')} · {t('security.signedIn')}{' '}
                    <DateText value={s.dateCreated} withTime /> · {t('security.lastUsed')}{' '}
                    <DateText value={s.lastUsedAt ?? s.dateCreated} withTime />
                  </Typography>
                </Box>
                {!s.current && (
                  <Button
                    size="sm"
                    variant="plain"
                    color="danger"
                    startDecorator={<LogOut size={16} aria-hidden />}
                    loading={end.isPending && end.variables === s.id}
                    disabled={end.isPending}
                    onClick={() => endOne(s.id)}
                  >
                    {t('security.signOutThis')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}
