import Box from '@mui/joy/Box';
import type { SxProps } from '@mui/joy/styles/types';
import { useTranslation } from 'react-i18next';
import { FigureCard } from '@/components/figure-card/figure-card';
import { MoneyText } from '@/components/money/money-text';

/** A figure named by its translation key: `key` is its label, `hints.<key>` what it means. */
export type MoneyFigure = {
  key: 'balance' | 'totalBalance' | 'totalPaid' | 'totalPending';
  testId: string;
  /** `undefined` while it loads: a skeleton holds its place. */
  amount: string | undefined;
  color?: 'success' | 'warning';
};

/** What has been paid out, in green; its test id is `<prefix>-total-paid`. */
export const paidFigure = (
  prefix: 'payout' | 'wallet',
  amount: string | undefined,
): MoneyFigure => ({
  key: 'totalPaid',
  testId: `${prefix}-total-paid`,
  amount,
  color: 'success',
});

/** What is still to be paid out, in amber; its test id is `<prefix>-total-pending`. */
export const pendingFigure = (
  prefix: 'payout' | 'wallet',
  amount: string | undefined,
): MoneyFigure => ({
  key: 'totalPending',
  testId: `${prefix}-total-pending`,
  amount,
  color: 'warning',
});

/** The wallet's money figures side by side (balance, paid, pending), each with what it means. */
export function MoneyFigures({
  ns,
  figures,
  sx,
}: {
  ns: 'payout' | 'wallet';
  figures: readonly MoneyFigure[];
  sx: SxProps;
}) {
  const { t } = useTranslation(ns);
  return (
    <Box sx={sx}>
      {figures.map((f) => (
        <FigureCard
          key={f.testId}
          testId={f.testId}
          color={f.color}
          label={t(f.key)}
          hint={t(`hints.${f.key}`)}
          value={f.amount === undefined ? undefined : <MoneyText amount={f.amount} />}
        />
      ))}
    </Box>
  );
}
