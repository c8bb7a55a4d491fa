import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { BadgeDollarSign, Ban, CircleCheck, Combine, TriangleAlert, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hundredthsToDecimal } from '@contract/money';
import type { BinaryStatement } from '@/api/binary-statement';
import { ColumnGrid } from '@/components/layout/column-grid';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { MoneyText } from '@/components/money/money-text';
import { formatMoney } from '@/lib/money';
import { useVolume } from '@/lib/volume';
import { bonusWaterfall, legWaterfall } from '../lib/binary-waterfall';
import { BinaryStatementNextPair } from './binary-statement-next-pair';
import { BinaryStatementOrders } from './binary-statement-orders';
import { BinaryStatementTable } from './binary-statement-table';
import { BinaryStatementWaterfall } from './binary-statement-waterfall';
import { FigureGrid } from './figure-grid';

/** One period's statement: the rule, the figures, the waterfalls, the table, the hint, the orders. */
export function BinaryStatementBody({ s }: { s: BinaryStatement }) {
  const { t } = useTranslation('dashboard');
  const volume = useVolume();
  const currency = useCurrencyFormat();
  const left = legWaterfall({
    carryIn: s.carryInLeft,
    newVolume: s.newVolumeLeft,
    matched: s.matchedLeft,
    carryOut: s.carryOutLeft,
  });
  const right = legWaterfall({
    carryIn: s.carryInRight,
    newVolume: s.newVolumeRight,
    matched: s.matchedRight,
    carryOut: s.carryOutRight,
  });
  const bonus = bonusWaterfall(s);
  const reconciles = left.reconciles && right.reconciles && bonus.reconciles;
  const legVolume = (h: number) => volume(h / 100);
  const waterfalls = [
    { key: 'left', waterfall: left, format: legVolume },
    { key: 'right', waterfall: right, format: legVolume },
    {
      key: 'bonus',
      waterfall: bonus,
      format: (h: number) => formatMoney(hundredthsToDecimal(h), currency),
    },
  ];
  const stepLabel = (key: string) => t(`binaryStatement.step.${key}`);
  const headers = [t('binaryStatement.table.step'), t('binaryStatement.table.amount')] as const;
  const periodName = t(`binaryStatement.perPeriod.${s.period}`);
  /** A figure's label and the hint that says what it means. */
  const text = (key: string) => ({
    label: t(`binaryStatement.figures.${key}`),
    hint: t(`binaryStatement.hints.${key}`),
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="binary-statement-body">
      <Typography level="body-sm" textColor="text.secondary" data-testid="binary-statement-rule">
        {[
          t('binaryStatement.rule.ratio', { volume: volume(Number(s.pairVolume)) }),
          s.pairRatio !== '1:1' ? t('binaryStatement.rule.firstPair', { ratio: s.pairRatio }) : '',
          s.payMode === 'percent'
            ? t('binaryStatement.rule.percent', { percent: s.percent })
            : t('binaryStatement.rule.perPair', { value: formatMoney(s.pairValue, currency) }),
          s.cappingLimit === null
            ? t('binaryStatement.rule.noCap')
            : t('binaryStatement.rule.cap', {
                cap: formatMoney(s.cappingLimit, currency),
                period: periodName,
              }),
        ]
          .filter(Boolean)
          .join(' ')}
      </Typography>
      <FigureGrid
        columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
        size="h4"
        figures={[
          {
            testId: 'binary-statement-pairs',
            ...text('pairs'),
            icon: <Combine size={18} />,
            color: 'neutral',
            value: String(s.pairs),
          },
          {
            testId: 'binary-statement-generated',
            ...text('generated'),
            icon: <BadgeDollarSign size={18} />,
            color: 'primary',
            value: <MoneyText amount={s.generated} />,
          },
          {
            testId: 'binary-statement-flushed',
            ...text('flushed'),
            icon: <Ban size={18} />,
            color: Number(s.flushed) > 0 ? 'danger' : 'neutral',
            value: <MoneyText amount={s.flushed} />,
          },
          {
            testId: 'binary-statement-paid',
            ...text('paid'),
            icon: <Wallet size={18} />,
            color: 'success',
            value: <MoneyText amount={s.paid} />,
          },
        ]}
      />
      <ColumnGrid
        columns={{
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        }}
        stretch
      >
        {waterfalls.map((w) => (
          <BinaryStatementWaterfall
            key={w.key}
            title={t(`binaryStatement.waterfall.${w.key}`)}
            waterfall={w.waterfall}
            labelOf={stepLabel}
            format={w.format}
            headers={headers}
            testId={`binary-waterfall-${w.key}`}
          />
        ))}
      </ColumnGrid>
      <Typography
        level="body-sm"
        color={reconciles ? 'success' : 'warning'}
        startDecorator={
          reconciles ? (
            <CircleCheck size={16} aria-hidden />
          ) : (
            <TriangleAlert size={16} aria-hidden />
          )
        }
        sx={{ alignItems: 'flex-start' }}
        data-testid="binary-statement-reconciles"
        data-reconciles={reconciles}
      >
        {reconciles ? t('binaryStatement.reconciles') : t('binaryStatement.doesNotReconcile')}
      </Typography>
      <BinaryStatementTable s={s} />
      <BinaryStatementNextPair s={s} />
      <BinaryStatementOrders s={s} />
    </Box>
  );
}
