import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useTeamScan } from '../api/queries';
import { volumeFormat } from '@/lib/volume';

export type LeaderboardEntry = {
  key: string;
  name: string;
  detail: string;
  value: ReactNode;
  /** The entry's figure against the leader's, 0..1, for the bar. */
  ratio: number;
};

type Props = {
  /** Which board: it names the heading, the line under it and the test id. */
  board: 'earner' | 'recruiter';
  entries: LeaderboardEntry[];
  scan: ReturnType<typeof useTeamScan>;
  empty: string;
};

/** A ranked list with a bar per entry and an honest note of how much of the team it read. */
export function Leaderboard({ board, entries, scan, empty }: Props) {
  const { t, i18n } = useTranslation('referral');
  const counted = volumeFormat(i18n.resolvedLanguage ?? 'en')(scan.rows.length);
  const note = scan.capped
    ? t('scan.capped', { count: scan.rows.length, counted })
    : scan.complete
      ? t('scan.complete', { count: scan.rows.length, counted })
      : t('scan.counting', { count: scan.rows.length, counted });

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography level="h2" component="h1">
          {t(board)}
        </Typography>
        <Typography level="body-sm" textColor="text.tertiary">
          {t(`${board}Subtitle`)}
        </Typography>
      </Box>
      {scan.error && (
        <Alert
          color="danger"
          variant="soft"
          role="alert"
          endDecorator={
            <Button size="sm" color="danger" onClick={scan.retry}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {t('loadError')} {scan.error.message}
        </Alert>
      )}
      <Card variant="outlined" data-testid={`${board}-board`} sx={{ minWidth: 0 }}>
        <Typography level="body-xs" data-testid="scan-note" aria-live="polite">
          {note}
        </Typography>
        {scan.loading && scan.rows.length === 0 ? (
          Array.from({ length: 5 }, (_, i) => <Skeleton key={i} variant="text" level="body-lg" />)
        ) : entries.length === 0 ? (
          <Typography level="body-sm">{empty}</Typography>
        ) : (
          <List component="ol" size="sm" sx={{ '--ListItem-paddingX': 0, gap: 0.5 }}>
            {entries.map((e, i) => (
              <ListItem key={e.key} data-testid="leaderboard-entry">
                <ListItemDecorator sx={{ fontWeight: 600, color: 'text.tertiary' }}>
                  {i + 1}
                </ListItemDecorator>
                <ListItemContent sx={{ minWidth: 0 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography level="title-sm" noWrap>
                      {e.name}
                    </Typography>
                    <Typography level="title-sm" sx={{ flexShrink: 0 }}>
                      {e.value}
                    </Typography>
                  </Box>
                  <Typography level="body-xs" textColor="text.tertiary" noWrap>
                    {e.detail}
                  </Typography>
                  <LinearProgress
                    determinate
                    value={e.ratio * 100}
                    thickness={6}
                    sx={{ mt: 0.5 }}
                    aria-hidden
                  />
                </ListItemContent>
              </ListItem>
            ))}
          </List>
        )}
      </Card>
    </Box>
  );
}
