import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getBinaryHistory, historyQuery, type BinaryHistoryEntry, type Page } from '@/api/reports';
import { binaryHistoryTypes } from '@contract/network';
import { InfoTip } from '@/components/info-tip/info-tip';
import { DatedPagedTable } from '@/components/paged-table/dated-paged-table';
import { MultiSelectFilter } from '@/components/paged-table/filter-controls';
import { readList, readListFilters } from '@/components/paged-table/list-filters';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { homeKeys } from '../api/queries';
import { useBinaryHistoryColumns } from './binary-history-columns';

/**
 * The binary history (GET /api/network/binary_history) in the shared paged table: filters
 * live in the address bar (type, range, from, to, sort) so a filtered view can be shared.
 */
export function BinaryHistoryList() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => readListFilters(params), [params]);
  const types = useMemo(() => readList(params, 'type', binaryHistoryTypes), [params]);
  const query = useMemo(
    () => historyQuery({ ...filters, types: types as (typeof binaryHistoryTypes)[number][] }),
    [filters, types],
  );
  const list = usePagedList<Page<BinaryHistoryEntry>>({
    queryKey: [...homeKeys.all, 'binary-history', query],
    fetchPage: (cursor, signal) => getBinaryHistory(query, cursor, signal),
  });
  const columns = useBinaryHistoryColumns();

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography level="title-lg" component="h2">
          {t('binary.history')}
        </Typography>
        <InfoTip
          text={t('binary.hints.history')}
          label={t('about', { name: t('binary.history') })}
        />
      </Box>
      <DatedPagedTable
        testId="binary-history"
        label={t('binary.history')}
        list={list}
        columns={columns}
        getRowId={(e) => String(e.id)}
        csvFileName="binary-history.csv"
        height="min(60vh, 560px)"
        filters={filters}
        setParams={setParams}
        otherFilters={
          <MultiSelectFilter
            name="binary-type"
            label={t('binary.col.kind')}
            options={[
              { value: 'added', label: t('binary.added') },
              { value: 'deducted', label: t('binary.deducted') },
            ]}
            value={types}
            onChange={(next) => setParams({ type: next })}
          />
        }
      />
    </Box>
  );
}
