import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import LinearProgress from '@mui/joy/LinearProgress';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { HomeBinary } from '@/api/home';
import { InfoTip } from '@/components/info-tip/info-tip';
import { formatVolume } from '../lib/volume';

type Row = { key: 'points' | 'carry' | 'downlines'; left: number; right: number };

/** Left against right: points, carry and head counts, each with what it means. */
export function BinaryLegs({ b }: { b: HomeBinary }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.resolvedLanguage;
  const rows: Row[] = [
    { key: 'points', left: b.leftPoints, right: b.rightPoints },
    { key: 'carry', left: b.leftCarry, right: b.rightCarry },
    { key: 'downlines', left: b.leftDownlinesCount, right: b.rightDownlinesCount },
  ];
  const total = b.leftPoints + b.rightPoints;
  const leftShare = total > 0 ? (b.leftPoints / total) * 100 : 50;

  return (
    <Card variant="outlined" data-testid="binary-legs" sx={{ minWidth: 0 }}>
      <Typography level="title-md" component="h2">
        {t('binary.legs')}
      </Typography>
      <Table
        size="md"
        aria-label={t('binary.legs')}
        sx={{
          // Joy truncates cells to one line, which would cut off the info button.
          '& th, & td': { textAlign: 'right', whiteSpace: 'normal', overflow: 'visible' },
          '& th:first-of-type': { textAlign: 'left', width: '45%' },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{t('binary.figure')}</th>
            <th scope="col">{t('binary.left')}</th>
            <th scope="col">{t('binary.right')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`binary-${r.key}`}>
              <th scope="row">
                <Box
                  component="span"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {t(`binary.${r.key}`)}
                  <InfoTip
                    text={t(`binary.hints.${r.key}`)}
                    label={t('about', { name: t(`binary.${r.key}`) })}
                  />
                </Box>
              </th>
              <td data-testid={`binary-${r.key}-left`}>{formatVolume(r.left, lng)}</td>
              <td data-testid={`binary-${r.key}-right`}>{formatVolume(r.right, lng)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Box>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          {t('binary.balance', {
            left: Math.round(leftShare),
            right: 100 - Math.round(leftShare),
          })}
        </Typography>
        <LinearProgress
          determinate
          value={leftShare}
          thickness={10}
          color="primary"
          aria-label={t('binary.balanceAria')}
          sx={{ '--LinearProgress-radius': '6px', bgcolor: 'warning.300' }}
        />
      </Box>
    </Card>
  );
}
