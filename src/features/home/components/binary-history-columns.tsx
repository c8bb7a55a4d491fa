import Chip from '@mui/joy/Chip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BinaryHistoryEntry } from '@/api/reports';
import { useFormatDate } from '@/components/date-text/date-text';
import { dateColumn, moneyColumn, volumeColumn } from '@/components/paged-table/columns';
import type { PagedColumn } from '@/components/paged-table/types';
import { formatVolume } from '../lib/volume';

type Entry = BinaryHistoryEntry;

/** The binary history columns, the §3 derived fields (deducted, larger, pair) among them. */
export function useBinaryHistoryColumns(): PagedColumn<Entry>[] {
  const { t, i18n } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const lng = i18n.resolvedLanguage;
  return useMemo(() => {
    const v = (n: number) => formatVolume(n, lng);
    const kind = (e: Entry) => (e.isDeducted ? t('binary.deducted') : t('binary.added'));
    const leg = (e: Entry) =>
      e.leg === 'L' ? t('binary.left') : e.leg === 'R' ? t('binary.right') : '';
    // The pair and the larger deduction only mean something for a pairing (deducted) entry.
    // A pairing names every order whose volume it paired (as its bonus's explanation does),
    // not the one order that happened to trigger it.
    const from = (e: Entry) =>
      e.isDeducted
        ? [
            ...new Set(
              e.pairedOrders.map((o) => (o.username ? `@${o.username}` : t('binary.earlierCarry'))),
            ),
          ].join(', ')
        : e.fromUsername
          ? `@${e.fromUsername}`
          : '';
    const pair = (e: Entry) =>
      e.isDeducted ? (e.isTwoToOnePair ? t('binary.pairTwoToOne') : t('binary.pairOneToOne')) : '';
    // A left / right pair of volumes in one column (totals, carry).
    const legsColumn = (
      id: 'totals' | 'carry',
      width: number,
      legs: (e: Entry) => [number, number],
    ): PagedColumn<Entry> => ({
      id,
      header: t(`binary.col.${id}`),
      width,
      align: 'end',
      value: (e) => legs(e).join(' / '),
      cell: (e) => legs(e).map(v).join(' / '),
    });
    return [
      dateColumn({
        id: 'date',
        essential: true,
        header: t('binary.col.date'),
        width: 120,
        get: (e) => e.createdAt,
        format: formatDate,
      }),
      {
        id: 'kind',
        essential: true,
        header: t('binary.col.kind'),
        width: 110,
        value: kind,
        cell: (e) => (
          <Chip size="sm" variant="soft" color={e.isDeducted ? 'warning' : 'success'}>
            {kind(e)}
          </Chip>
        ),
      },
      {
        id: 'from',
        header: t('binary.col.from'),
        width: 150,
        value: from,
        cell: (e) => from(e) || '—',
      },
      { id: 'leg', header: t('binary.col.leg'), width: 90, value: leg, cell: (e) => leg(e) || '—' },
      volumeColumn({
        id: 'added',
        header: t('binary.col.added'),
        width: 115,
        get: (e) => e.pvAdded,
        format: v,
      }),
      volumeColumn({
        id: 'deductedLeft',
        header: t('binary.col.deductedLeft'),
        width: 130,
        get: (e) => e.pvDeductedLeft,
        format: v,
      }),
      volumeColumn({
        id: 'deductedRight',
        header: t('binary.col.deductedRight'),
        width: 135,
        get: (e) => e.pvDeductedRight,
        format: v,
      }),
      {
        id: 'larger',
        header: t('binary.col.larger'),
        width: 150,
        align: 'end',
        value: (e) => (e.isDeducted ? e.largerDeduction : null),
        cell: (e) => (e.isDeducted ? v(e.largerDeduction) : '—'),
      },
      {
        id: 'pair',
        header: t('binary.col.pair'),
        width: 70,
        value: pair,
        cell: (e) =>
          e.isDeducted ? (
            <Chip size="sm" variant={e.isTwoToOnePair ? 'solid' : 'outlined'} color="primary">
              {pair(e)}
            </Chip>
          ) : (
            '—'
          ),
      },
      legsColumn('totals', 130, (e) => [e.totalLeft, e.totalRight]),
      legsColumn('carry', 120, (e) => [e.carryLeft, e.carryRight]),
      moneyColumn({
        id: 'bonus',
        essential: true,
        header: t('binary.col.bonus'),
        width: 110,
        get: (e) => e.bonusToPay,
      }),
    ];
  }, [t, formatDate, lng]);
}
