import Chip from '@mui/joy/Chip';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getPvHistory, type PvHistoryEntry } from '@/api/reports';
import { pvHistoryTypes } from '@contract/network';
import { useFormatDate } from '@/components/date-text/date-text';
import { DatedPagedTable } from '@/components/paged-table/dated-paged-table';
import { MultiSelectFilter } from '@/components/paged-table/filter-controls';
import { dateColumn, volumeColumn } from '@/components/paged-table/columns';
import type { PagedColumn } from '@/components/paged-table/types';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { reportKeys } from './api/queries';
import { pvHistoryQuery, readPvHistoryFilters } from './lib/pv-history-query';
import { useVolume } from '@/lib/volume';
import { ScreenPage } from '@/components/screen-page/screen-page';

function useColumns(): PagedColumn<PvHistoryEntry>[] {
  const { t } = useTranslation('common');
  const volume = useVolume();
  const formatDate = useFormatDate();
  return useMemo(() => {
    const typeLabel = (type: string) =>
      t(`reports.pvHistory.types.${type}`, { defaultValue: type });
    return [
      dateColumn({
        id: 'date',
        essential: true,
        header: t('reports.pvHistory.date'),
        width: 130,
        get: (r) => r.createdAt,
        format: formatDate,
      }),
      {
        id: 'type',
        essential: true,
        header: t('reports.pvHistory.type'),
        width: 110,
        value: (r) => typeLabel(r.type),
        cell: (r) => (
          <Chip size="sm" variant="soft" color={r.type === 'purchase' ? 'primary' : 'neutral'}>
            {typeLabel(r.type)}
          </Chip>
        ),
      },
      { id: 'from', header: t('reports.pvHistory.from'), width: 130, value: (r) => r.fromUsername },
      volumeColumn({
        id: 'pv',
        essential: true,
        header: t('reports.pvHistory.pv'),
        width: 80,
        get: (r) => r.pv,
        format: volume,
      }),
      volumeColumn({
        id: 'tv',
        header: t('reports.pvHistory.tv'),
        width: 80,
        get: (r) => r.tv,
        format: volume,
      }),
      volumeColumn({
        id: 'totalPv',
        header: t('reports.pvHistory.totalPv'),
        width: 100,
        get: (r) => r.totalPv,
        format: volume,
      }),
      volumeColumn({
        id: 'totalTv',
        header: t('reports.pvHistory.totalTv'),
        width: 100,
        get: (r) => r.totalTv,
        format: volume,
      }),
    ];
  }, [t, formatDate, volume]);
}

/** /member/pv-history (spec §7 pv_history), filters in the URL. */
export function PvHistoryPage() {
  const { t } = useTranslation('common');
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => readPvHistoryFilters(params), [params]);
  const list = usePagedList({
    queryKey: reportKeys.pvHistory(filters),
    fetchPage: (cursor, signal) => getPvHistory(pvHistoryQuery(filters), cursor, signal),
  });
  const columns = useColumns();
  const typeOptions = pvHistoryTypes.map((v) => ({
    value: v,
    label: t(`reports.pvHistory.types.${v}`),
  }));

  return (
    <ScreenPage title={t('reports.pvHistory.title')} subtitle={t('reports.pvHistory.subtitle')}>
      <DatedPagedTable
        testId="pv-history"
        label={t('reports.pvHistory.title')}
        list={list}
        columns={columns}
        getRowId={(r) => String(r.id)}
        csvFileName="pv-history.csv"
        emptyText={t('reports.pvHistory.empty')}
        filters={filters}
        setParams={setParams}
        otherFilters={
          <MultiSelectFilter
            name="type"
            label={t('reports.pvHistory.type')}
            options={typeOptions}
            value={filters.types}
            onChange={(type) => setParams({ type })}
          />
        }
      />
    </ScreenPage>
  );
}
