import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { Settlement } from '@/api/earning-explanation';
import { useFormatDate } from '@/components/date-text/date-text';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { MoneyText } from '@/components/money/money-text';
import { formatMoney } from '@/lib/money';
import { EarningStateChip } from './earning-state-chip';

/**
 * What the wallet line asked about was, when it was not the earning's own credit: the
 * release of the earning from held, or a repayment of a debt it made.
 */
export function SettlementLine({ s }: { s: Settlement }) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const m = useMoney();
  const l = s.line;
  if (l === null || l.kind === 'earning') return null;
  return (
    <Alert color="primary" variant="soft" data-testid="explanation-line">
      {l.kind === 'release'
        ? t('explain.settlement.releaseLine', { date: formatDate(l.releasedAt) })
        : t('explain.settlement.repaymentLine', {
            amount: m(l.amount),
            owed: m(l.owedBefore),
            date: formatDate(l.repaidAt),
          })}
    </Alert>
  );
}

/** Where the earning's money went since it was made: held, released, or reversed and how. */
export function SettlementView({ s }: { s: Settlement }) {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const x = s.reversal;
  const sentence =
    s.state === 'held'
      ? s.releaseDate === null
        ? t('explain.settlement.heldUnpaid')
        : t('explain.settlement.heldUntil', { date: formatDate(s.releaseDate) })
      : s.state === 'available'
        ? s.releasedAt
          ? t('explain.settlement.released', { date: formatDate(s.releasedAt) })
          : t('explain.settlement.availableAtOnce')
        : x
          ? t('explain.settlement.reversed', { date: formatDate(x.reversedAt) })
          : t('explain.settlement.reversedNoSplit');
  return (
    <Box
      component="section"
      aria-labelledby="explain-settlement"
      data-testid="explanation-settlement"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography level="title-sm" component="h3" id="explain-settlement">
          {t('explain.settlement.title')}
        </Typography>
        <EarningStateChip state={s.state} />
      </Box>
      <Typography level="body-sm" sx={{ mt: 0.5 }} data-testid="explanation-settlement-text">
        {sentence}
      </Typography>
      {x && (
        <Table
          size="sm"
          aria-labelledby="explain-settlement"
          sx={{ mt: 0.5, '& td:last-child': { textAlign: 'right', whiteSpace: 'nowrap' } }}
          data-testid="explanation-reversal"
        >
          <tbody>
            {(
              [
                ['fromHeld', x.fromHeld],
                ['fromWallet', x.fromWallet],
                ['owed', x.owed],
              ] as const
            ).map(([key, amount]) => (
              <tr key={key} data-part={key}>
                <td>{t(`explain.settlement.${key}`)}</td>
                <td>
                  <MoneyText amount={amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Box>
  );
}

function useMoney() {
  const currency = useCurrencyFormat();
  return (amount: string) => formatMoney(amount, currency);
}
