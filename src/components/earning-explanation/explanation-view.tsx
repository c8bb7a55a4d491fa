import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { Check, CircleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { decimalToMinor } from '@contract/money';
import type { EarningExplanation } from '@/api/earning-explanation';
import { DateText, useFormatDate } from '@/components/date-text/date-text';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { MoneyText } from '@/components/money/money-text';
import { formatMoney } from '@/lib/money';
import { useVolume } from '@/lib/volume';
import { periodLabel } from './period-label';
import { SettlementLine, SettlementView } from './settlement-view';
import { SourceList } from './source-list';
import { deductionSteps, ruleSteps, type Step } from './steps';

/** One earning explained: a sentence, the calculation, the deductions, the sources, the ledger. */
export function ExplanationView({
  x,
  onNavigate,
}: {
  x: EarningExplanation;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const formatDate = useFormatDate();
  const currency = useCurrencyFormat();
  const volume = useVolume();
  const m = (amount: string) => formatMoney(amount, currency);
  const first = x.sources[0]?.member;
  const who = first ? `@${first.username}` : t('explain.someone');
  const r = x.rule;
  const summary =
    r.kind === 'direct_bonus'
      ? t('explain.summary.direct_bonus', { who, name: r.package_name, rate: r.rate_percent })
      : r.kind === 'level_commission'
        ? t('explain.summary.level_commission', { who, level: r.level, rate: r.rate_percent })
        : r.kind === 'binary_bonus'
          ? t('explain.summary.binary_bonus', {
              count: r.pairs,
              period: x.periodKey ? periodLabel(x.periodKey, formatDate, i18n.language) : '',
              amount: m(x.gross),
            })
          : r.kind === 'rank_bonus'
            ? t('explain.summary.rank_bonus', { rank: r.rank_name })
            : r.kind === 'roi_bonus'
              ? t('explain.summary.roi_bonus', {
                  name: r.package_name,
                  rate: r.rate_percent,
                  cap: r.cap_percent,
                  paid: m(r.paid_before),
                })
              : t(
                  r.reason === 'order_refunded'
                    ? 'explain.summary.reversalRefund'
                    : 'explain.summary.reversal',
                  { id: r.reversed_earning_id },
                );
  const flushed = r.kind === 'binary_bonus' && decimalToMinor(r.flushed) > 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, overflow: 'auto', minHeight: 0 }}>
      <Box>
        <Typography level="title-lg" component="p" data-testid="explanation-type">
          {t(`keys.${x.earning.type}`, { defaultValue: x.earning.type })}
          {' · '}
          <MoneyText amount={x.net} />
        </Typography>
        <Typography level="body-sm" textColor="text.tertiary">
          <DateText value={x.earning.dateCreated} /> · #{x.earning.id}
        </Typography>
        <Typography level="body-md" sx={{ mt: 1 }} data-testid="explanation-summary">
          {summary}
        </Typography>
        {x.settlement && (
          <Box sx={{ mt: 1 }}>
            <SettlementLine s={x.settlement} />
          </Box>
        )}
        {flushed && (
          <Typography level="body-sm" color="warning" sx={{ mt: 0.5 }}>
            {t('explain.flushedNote', { amount: m(r.flushed) })}
          </Typography>
        )}
      </Box>

      <StepTable caption={t('explain.calculation')} steps={ruleSteps(x)} volume={volume} />
      <StepTable caption={t('explain.deductions')} steps={deductionSteps(x)} volume={volume} />

      <Typography
        level="body-sm"
        color={x.reconciles ? 'success' : 'danger'}
        startDecorator={
          x.reconciles ? <Check size={16} aria-hidden /> : <CircleAlert size={16} aria-hidden />
        }
        data-testid="explanation-reconciles"
        sx={{ alignItems: 'flex-start' }}
      >
        {x.reconciles ? t('explain.reconciles') : t('explain.doesNotReconcile')}
      </Typography>

      {x.settlement && <SettlementView s={x.settlement} />}

      {x.sources.length > 0 && <SourceList sources={x.sources} onNavigate={onNavigate} />}

      {x.skipped.length > 0 && (
        <Box component="section" aria-labelledby="explain-skipped">
          <Typography level="title-sm" component="h3" id="explain-skipped">
            {t('explain.skippedTitle')}
          </Typography>
          <Typography level="body-sm">{t('explain.skippedText')}</Typography>
          <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
            {x.skipped.map((p) => (
              <li key={p.id}>
                <Typography level="body-sm">@{p.username}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}

      <Box component="section" aria-labelledby="explain-ledger">
        <Typography level="title-sm" component="h3" id="explain-ledger">
          {t('explain.ledgerTitle', { id: x.earning.ledgerTransactionId })}
        </Typography>
        <Table
          size="sm"
          aria-labelledby="explain-ledger"
          sx={{ '& td:last-child': { textAlign: 'right' } }}
        >
          <tbody>
            {x.ledgerEntries.map((e, i) => (
              <tr key={i}>
                <td>
                  {/* A colon would read as an i18next namespace. */}
                  {t(`explain.accounts.${e.account.replace(':', '_')}`, {
                    defaultValue: e.account,
                  })}
                </td>
                <td>
                  <MoneyText amount={e.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Link
          component={RouterLink}
          to="/member/wallet/transactions"
          level="body-sm"
          onClick={onNavigate}
        >
          {t('explain.allTransactions')}
        </Link>
      </Box>
    </Box>
  );
}

function StepTable({
  caption,
  steps,
  volume,
}: {
  caption: string;
  steps: Step[];
  volume: (n: number) => string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Table
      size="sm"
      sx={{
        '& td:last-child': { textAlign: 'right', whiteSpace: 'nowrap' },
        '& tr.total td': { fontWeight: 700, borderTop: '1px solid', borderColor: 'divider' },
        '& caption': { textAlign: 'left', fontWeight: 600, pb: 0.5 },
      }}
    >
      <caption>{caption}</caption>
      <tbody>
        {steps.map((s) => (
          <tr key={s.key} className={s.total ? 'total' : undefined} data-step={s.key}>
            <td>{t(`explain.steps.${s.key}`, s.params ?? {})}</td>
            <td>
              <StepValueText value={s.value} volume={volume} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function StepValueText({
  value: v,
  volume,
}: {
  value: Step['value'];
  volume: (n: number) => string;
}) {
  const { t } = useTranslation('wallet');
  switch (v.kind) {
    case 'money':
      return <MoneyText amount={v.value} />;
    case 'volume':
      return <>{`${volume(Number(v.value))} ${v.unit}`}</>;
    case 'percent':
      return <>{`${volume(v.value)} %`}</>;
    case 'count':
      return <>{volume(v.value)}</>;
    case 'check':
      return (
        <Box
          component="span"
          role="img"
          aria-label={v.value ? t('explain.met') : t('explain.notMet')}
          sx={{ display: 'inline-flex', color: v.value ? 'success.500' : 'danger.500' }}
        >
          {v.value ? <Check size={16} aria-hidden /> : <X size={16} aria-hidden />}
        </Box>
      );
  }
}
