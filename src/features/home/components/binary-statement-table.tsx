import Table from '@mui/joy/Table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BinaryStatement } from '@/api/binary-statement';
import { MoneyText } from '@/components/money/money-text';
import { useVolume } from '@/lib/volume';

type Row = { key: string; label: string; left: ReactNode; right: ReactNode; strong?: boolean };

/**
 * The statement as a table, top to bottom as the period ran: the volume of each leg, then the
 * pairs and the money. It is also the waterfalls' table for anyone who does not read charts.
 */
export function BinaryStatementTable({ s }: { s: BinaryStatement }) {
  const { t } = useTranslation('dashboard');
  const volume = useVolume();
  const v = (text: string) => volume(Number(text));
  const money = (amount: string) => <MoneyText amount={amount} />;
  const both = (node: ReactNode) => ({ left: node, right: null });

  const rows: Row[] = [
    {
      key: 'carry-in',
      label: t('binaryStatement.step.carryIn'),
      left: v(s.carryInLeft),
      right: v(s.carryInRight),
    },
    {
      key: 'new-volume',
      label: `+ ${t('binaryStatement.step.newVolume')}`,
      left: v(s.newVolumeLeft),
      right: v(s.newVolumeRight),
    },
    {
      key: 'orders-bv',
      label: t('binaryStatement.table.ordersBv'),
      left: v(s.ordersBvLeft),
      right: v(s.ordersBvRight),
    },
    {
      key: 'matched',
      label: `− ${t('binaryStatement.step.matched')}`,
      left: v(s.matchedLeft),
      right: v(s.matchedRight),
    },
    {
      key: 'carry-out',
      label: `= ${t('binaryStatement.step.carryOut')}`,
      left: v(s.carryOutLeft),
      right: v(s.carryOutRight),
      strong: true,
    },
    { key: 'pairs', label: t('binaryStatement.figures.pairs'), ...both(String(s.pairs)) },
    { key: 'generated', label: t('binaryStatement.step.generated'), ...both(money(s.generated)) },
    {
      key: 'cap',
      label: t('binaryStatement.table.cap'),
      ...both(s.cappingLimit === null ? t('binaryStatement.table.noCap') : money(s.cappingLimit)),
    },
    { key: 'flushed', label: `− ${t('binaryStatement.step.flushed')}`, ...both(money(s.flushed)) },
    {
      key: 'paid',
      label: `= ${t('binaryStatement.step.paid')}`,
      ...both(money(s.paid)),
      strong: true,
    },
    {
      key: 'earnings',
      label: t('binaryStatement.table.earnings'),
      ...both(money(s.earningsTotal)),
    },
  ];

  return (
    <Table
      size="sm"
      aria-label={t('binaryStatement.table.caption')}
      data-testid="binary-statement-table"
      sx={{
        '& th, & td': { whiteSpace: 'normal', overflow: 'visible' },
        '& td': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        '& th[scope=col]:not(:first-of-type)': { textAlign: 'right' },
        '& tbody th': { fontWeight: 'normal' },
        '& tr[data-strong=true] > *': { fontWeight: 'lg' },
      }}
    >
      <thead>
        <tr>
          <th scope="col" style={{ width: '46%' }}>
            {t('binaryStatement.table.step')}
          </th>
          <th scope="col">{t('binaryStatement.table.left')}</th>
          <th scope="col">{t('binaryStatement.table.right')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.key}
            data-testid={`binary-statement-row-${r.key}`}
            data-strong={r.strong === true}
          >
            <th scope="row">{r.label}</th>
            {r.right === null ? (
              <td colSpan={2}>{r.left}</td>
            ) : (
              <>
                <td>{r.left}</td>
                <td>{r.right}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
