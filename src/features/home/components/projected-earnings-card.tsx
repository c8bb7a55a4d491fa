import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectedEarnings } from '@/api/projected-earnings';
import { useFormatDate } from '@/components/date-text/date-text';
import { InfoTip } from '@/components/info-tip/info-tip';
import { MoneyText } from '@/components/money/money-text';
import { QueryState } from '@/components/query-state/query-state';
import { projectionQueryOptions } from '../api/queries';

/** The last day a [start, end) period covers: a day before its end. */
const lastDayOf = (endsAt: string) => new Date(new Date(endsAt).getTime() - 1).toISOString();

function Projection({ p }: { p: ProjectedEarnings }) {
  const { t } = useTranslation(['dashboard', 'wallet']);
  const formatDate = useFormatDate();
  const first = formatDate(p.startsAt);
  const last = formatDate(lastDayOf(p.endsAt));
  const typeName = (type: string) =>
    t(`wallet:keys.${type}`, { defaultValue: p.bonusLabels[type] ?? type });
  return (
    <>
      <Typography level="title-lg" data-testid="projection-total">
        <MoneyText amount={p.total.gross} />
      </Typography>
      <Typography level="body-xs">
        {first === last ? first : t('projection.span', { first, last })} ·{' '}
        {t('projection.ifClosedNow')}
      </Typography>
      {p.lines.length === 0 ? (
        <Typography level="body-sm">{t('projection.nothing')}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.25 }}
        >
          {p.lines.map((l) => (
            <Box key={l.bonusType} sx={{ display: 'contents' }} data-testid="projection-line">
              <Typography component="dt" level="body-sm">
                {typeName(l.bonusType)}
              </Typography>
              <Typography component="dd" level="body-sm" sx={{ m: 0, textAlign: 'end' }}>
                <MoneyText amount={l.projected.gross} />
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * "Projected this period" (issue 33 point 3): what the open period pays the member if it
 * closed now, by bonus type, marked as a projection so no one reads it as money paid.
 */
export function ProjectedEarningsCard() {
  const { t } = useTranslation('dashboard');
  const query = useQuery(projectionQueryOptions());
  return (
    <Card variant="outlined" data-testid="projection-card" sx={{ gap: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <Typography
          level="body-sm"
          component="h2"
          startDecorator={<Hourglass size={18} aria-hidden />}
          sx={{ fontWeight: 500 }}
        >
          {t('projection.title')}
        </Typography>
        <InfoTip text={t('hints.projection')} label={t('about', { name: t('projection.title') })} />
        <Chip size="sm" variant="soft" color="warning" data-testid="projection-marker">
          {t('projection.marker')}
        </Chip>
      </Box>
      <QueryState query={query} errorText={t('projection.loadError')} height={72}>
        {(p) => <Projection p={p} />}
      </QueryState>
    </Card>
  );
}
