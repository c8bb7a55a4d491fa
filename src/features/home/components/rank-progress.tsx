import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RankProgress as Progress } from '@/api/rank-progress';
import { QueryState } from '@/components/query-state/query-state';
import { rankProgressQueryOptions } from '../api/queries';
import { RankProgressItem } from './rank-progress-item';

/**
 * "What's missing for <next rank>" (issue 16 point 5): per criterion, the gap and the legs or
 * members who would close it. Nothing at the top of the ladder: the criteria card says so.
 */
export function RankProgress() {
  const { t } = useTranslation('dashboard');
  const query = useQuery(rankProgressQueryOptions());
  return (
    <QueryState query={query} errorText={t('rankProgress.loadError')} height={160}>
      {(p) => (p.nextRank ? <ProgressCard p={p} rank={p.nextRank.name} /> : null)}
    </QueryState>
  );
}

function ProgressCard({ p, rank }: { p: Progress; rank: string }) {
  const { t } = useTranslation('dashboard');
  const allMet = p.criteria.every((c) => c.met);
  return (
    <Card variant="outlined" data-testid="rank-progress" sx={{ gap: 1.5, minWidth: 0 }}>
      <Box>
        <Typography level="title-md" component="h2">
          {t('rankProgress.title', { rank })}
        </Typography>
        <Typography level="body-xs">
          {allMet ? t('rankProgress.allMet', { rank }) : t('rankProgress.openInGenealogy')}
        </Typography>
      </Box>
      <Box
        // Columns rather than a grid: a long list of closers does not leave a hole beside it.
        sx={{
          columnCount: { xs: 1, md: 2 },
          columnGap: 1.5,
          '& > *': { breakInside: 'avoid', mb: 1.5 },
          '& > *:last-child': { mb: 0 },
        }}
      >
        {p.criteria.map((c) => (
          <RankProgressItem key={c.key} c={c} />
        ))}
      </Box>
    </Card>
  );
}
