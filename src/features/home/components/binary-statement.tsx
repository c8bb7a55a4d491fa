import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InfoTip } from '@/components/info-tip/info-tip';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { QueryState } from '@/components/query-state/query-state';
import {
  binaryPeriodsQueryOptions,
  binaryStatementQueryOptions,
} from '../api/binary-statement-queries';
import { BinaryStatementBody } from './binary-statement-body';
import { BinaryStatementPicker } from './binary-statement-picker';

/**
 * The binary period statement (issue 16 point 3): a period picker over the periods with
 * history (the latest by default, or ?period= from the address bar), then that period's
 * flow from carry in to carry out.
 */
export function BinaryStatement() {
  const { t } = useTranslation('dashboard');
  const periods = useQuery(binaryPeriodsQueryOptions());
  const [params, setParams] = useUrlParams();
  const asked = params.get('period');
  const keys = periods.data?.items.map((p) => p.periodKey) ?? [];
  const periodKey = asked ?? keys[0] ?? null;
  const statement = useQuery({
    ...binaryStatementQueryOptions(periodKey ?? ''),
    enabled: periodKey !== null,
  });

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="binary-statement-title"
      data-testid="binary-statement"
      sx={{ minWidth: 0, gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography level="title-lg" component="h2" id="binary-statement-title">
          {t('binaryStatement.title')}
        </Typography>
        <InfoTip
          text={t('binaryStatement.hints.title')}
          label={t('about', { name: t('binaryStatement.title') })}
        />
      </Box>
      <QueryState query={periods} errorText={t('binaryStatement.periodsLoadError')} height={40}>
        {(p) =>
          periodKey === null ? (
            <Alert variant="soft" color="neutral" data-testid="binary-statement-empty">
              {t('binaryStatement.noPeriods')}
            </Alert>
          ) : (
            <BinaryStatementPicker
              periods={p}
              value={periodKey}
              onChange={(next) => setParams({ period: next })}
            />
          )
        }
      </QueryState>
      {periodKey !== null && (
        <QueryState query={statement} errorText={t('binaryStatement.loadError')} skeletons={4}>
          {(s) => <BinaryStatementBody s={s} />}
        </QueryState>
      )}
    </Card>
  );
}
