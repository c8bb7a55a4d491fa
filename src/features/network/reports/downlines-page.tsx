import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getDownlineReport, type DownlineReportRow } from '@/api/reports';
import { useFormatDate } from '@/components/date-text/date-text';
import { PagedTable } from '@/components/paged-table/paged-table';
import { dateColumn, moneyColumn, volumeColumn } from '@/components/paged-table/columns';
import type { PagedColumn } from '@/components/paged-table/types';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { fullName } from '@contract/names';
import { reportKeys } from './api/queries';
import { DownlineFilterBar } from './components/downline-filter-bar';
import { downlineFiltersPatch, readDownlineFilters } from './lib/downline-filters';
import { useVolume } from '@/lib/volume';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { userStatus } from '@contract/constants';

function useColumns(): PagedColumn<DownlineReportRow>[] {
  const { t } = useTranslation('common');
  const volume = useVolume();
  const formatDate = useFormatDate();
  return useMemo(
    () => [
      {
        id: 'member',
        essential: true,
        header: t('reports.downlines.member'),
        width: 170,
        value: (r) => fullName(r.firstName, r.lastName),
        cell: (r) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography level="body-sm" noWrap>
              {fullName(r.firstName, r.lastName)}
            </Typography>
            <Typography level="body-xs" noWrap textColor="text.tertiary">
              @{r.username}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'level',
        header: t('reports.downlines.level'),
        width: 60,
        align: 'end',
        value: (r) => r.level,
      },
      {
        id: 'sponsor',
        header: t('reports.downlines.sponsor'),
        width: 110,
        value: (r) => r.sponsorUsername,
      },
      {
        id: 'placement',
        header: t('reports.downlines.placement'),
        width: 110,
        value: (r) => r.placementUsername,
      },
      { id: 'rank', header: t('reports.downlines.rank'), width: 100, value: (r) => r.rankName },
      volumeColumn({
        id: 'pv',
        header: t('reports.downlines.pv'),
        width: 70,
        get: (r) => r.pv,
        format: volume,
      }),
      moneyColumn({
        id: 'earnings',
        essential: true,
        header: t('reports.downlines.earnings'),
        width: 110,
        get: (r) => r.totalEarnings,
      }),
      dateColumn({
        id: 'joined',
        header: t('reports.downlines.joined'),
        width: 120,
        get: (r) => r.createdAt,
        format: formatDate,
      }),
      {
        id: 'status',
        essential: true,
        header: t('reports.downlines.status'),
        width: 110,
        value: (r) =>
          r.status === userStatus.active
            ? t('reports.downlines.active')
            : t('reports.downlines.blocked'),
        cell: (r) => (
          <Chip
            size="sm"
            variant="soft"
            color={r.status === userStatus.active ? 'success' : 'danger'}
          >
            {r.status === userStatus.active
              ? t('reports.downlines.active')
              : t('reports.downlines.blocked')}
          </Chip>
        ),
      },
    ],
    [t, formatDate, volume],
  );
}

/** /member/downlines: the downline report (spec §7 downline_report), filters in the URL. */
export function DownlinesPage() {
  const { t } = useTranslation('common');
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => readDownlineFilters(params), [params]);
  const list = usePagedList({
    queryKey: reportKeys.downlines(filters),
    fetchPage: (cursor, signal) => getDownlineReport(filters, cursor, signal),
    cursorParam: 'page',
  });
  const columns = useColumns();

  return (
    <ScreenPage title={t('reports.downlines.title')} subtitle={t('reports.downlines.subtitle')}>
      <PagedTable
        testId="downline-report"
        label={t('reports.downlines.title')}
        list={list}
        columns={columns}
        getRowId={(r) => String(r.id)}
        csvFileName="downline-report.csv"
        emptyText={t('reports.downlines.empty')}
        sort={{
          direction: filters.sort ?? 'desc',
          onChange: (sort) => setParams(downlineFiltersPatch({ sort })),
        }}
        toolbar={
          <DownlineFilterBar
            key={`${filters.username ?? ''}-${filters.level ?? ''}`}
            value={filters}
            onChange={(patch) => setParams(downlineFiltersPatch(patch))}
          />
        }
      />
    </ScreenPage>
  );
}
