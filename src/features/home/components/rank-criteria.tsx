import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { RankData } from '@/api/home-standing';
import { InfoTip } from '@/components/info-tip/info-tip';
import { rankCriteriaProgress, targetRank, type CriterionProgress } from '../lib/rank-progress';
import { formatVolume } from '../lib/volume';
import { RankCriteriaChart } from './rank-criteria-chart';

// On a phone the four columns share ~330 px: "Faltan 11.850" takes two lines inside its
// column rather than running past the card's edge (issue 31 point 10).
const stateChipSx = {
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center' },
} as const;

/** The next rank's criteria: the visx chart, then the same figures as a table. */
export function RankCriteria({ d }: { d: RankData }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.resolvedLanguage;
  const target = targetRank(d);
  const rows = rankCriteriaProgress(d);
  const label = (r: CriterionProgress) =>
    r.key === 'downlineRank'
      ? t('ranks.criteria.downlineRank', { rank: r.rankName })
      : t(`ranks.criteria.${r.key}`);

  if (!target)
    return (
      <Card variant="outlined">
        <Typography level="body-md">{t('ranks.noRanks')}</Typography>
      </Card>
    );
  return (
    <Card variant="outlined" data-testid="rank-criteria" sx={{ gap: 1.5, minWidth: 0 }}>
      <Typography level="title-md" component="h2">
        {d.nextRank
          ? t('ranks.criteriaFor', { rank: target.name })
          : t('ranks.topReached', { rank: target.name })}
      </Typography>
      <RankCriteriaChart rows={rows} label={label} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="sm"
          aria-label={t('ranks.criteriaTable')}
          sx={{
            '& td': { textAlign: 'right' },
            // Joy truncates cells to one line, which would cut off the info button.
            '& th, & td': { whiteSpace: 'normal', overflow: 'visible' },
            // Figures and states take the width their words need; the criterion wraps.
            tableLayout: 'auto',
          }}
        >
          <thead>
            <tr>
              <th scope="col">{t('ranks.criterion')}</th>
              <th scope="col" style={{ textAlign: 'right' }}>
                {t('ranks.achieved')}
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                {t('ranks.required')}
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                {t('ranks.state')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.key}-${r.rankName ?? ''}`} data-testid={`criterion-${r.key}`}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {label(r)}
                    <InfoTip
                      text={t(`ranks.hints.${r.key}`)}
                      label={t('about', { name: label(r) })}
                    />
                  </Box>
                </th>
                <td>{formatVolume(r.achieved, lng)}</td>
                <td>{formatVolume(r.required, lng)}</td>
                <td>
                  <Chip
                    size="sm"
                    variant="soft"
                    color={r.met ? 'success' : 'warning'}
                    data-testid="criterion-state"
                    sx={stateChipSx}
                  >
                    {r.met
                      ? t('ranks.met')
                      : t('ranks.toGo', { amount: formatVolume(r.required - r.achieved, lng) })}
                  </Chip>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Box>
    </Card>
  );
}
