import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getDownlineReport, type DownlineReportRow, type Page } from '@/api/reports';
import { useFormatDate } from '@/components/date-text/date-text';
import { PagedTable } from '@/components/paged-table/paged-table';
import { dateColumn, moneyColumn } from '@/components/paged-table/columns';
import type { PagedColumn } from '@/components/paged-table/types';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { fullName } from '@contract/names';
import { referralKeys } from './api/queries';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { userStatus } from '@contract/constants';
import { volumeFormat } from '@/lib/volume';

type Row = DownlineReportRow;

function useColumns(): PagedColumn<Row>[] {
  const { t, i18n } = useTranslation('referral');
  const formatDate = useFormatDate();
  const lng = i18n.resolvedLanguage;
  return useMemo(() => {
    const status = (r: Row) => (r.status === userStatus.active ? t('active') : t('blocked'));
    return [
      {
        id: 'member',
        essential: true,
        header: t('col.member'),
        width: 200,
        value: (r) => fullName(r.firstName, r.lastName),
        cell: (r) => (
          <Box sx={{ minWidth: 0 }}>
            {/* Inside the table's cell Typography these render as spans: make them lines. */}
            <Typography level="body-sm" noWrap sx={{ display: 'block' }}>
              {fullName(r.firstName, r.lastName)}
            </Typography>
            <Typography level="body-xs" noWrap textColor="text.tertiary" sx={{ display: 'block' }}>
              @{r.username}
            </Typography>
          </Box>
        ),
      },
      dateColumn({
        id: 'joined',
        header: t('col.joined'),
        width: 120,
        get: (r) => r.createdAt,
        format: formatDate,
      }),
      {
        id: 'placement',
        header: t('col.placement'),
        width: 150,
        value: (r) => r.placementUsername,
      },
      { id: 'rank', header: t('col.rank'), width: 110, value: (r) => r.rankName },
      {
        id: 'pv',
        header: t('col.pv'),
        width: 80,
        align: 'end',
        value: (r) => r.pv,
        cell: (r) => volumeFormat(lng ?? 'en')(r.pv),
      },
      moneyColumn({
        id: 'earnings',
        essential: true,
        header: t('col.earnings'),
        width: 120,
        get: (r) => r.totalEarnings,
      }),
      {
        id: 'status',
        essential: true,
        header: t('col.status'),
        width: 100,
        value: status,
        cell: (r) => (
          <Chip
            size="sm"
            variant="soft"
            color={r.status === userStatus.active ? 'success' : 'danger'}
          >
            {status(r)}
          </Chip>
        ),
      },
    ];
  }, [t, formatDate, lng]);
}

/**
 * /member/referral/joinings: the members the member sponsored personally, newest first —
 * GET /api/network/downline_report/direct (sponsor = the member, inside their tree).
 */
export function JoiningsPage() {
  const { t } = useTranslation('referral');
  const [params, setParams] = useUrlParams();
  const sort = params.get('sort') === 'asc' ? 'asc' : 'desc';
  const list = usePagedList<Page<Row>>({
    queryKey: referralKeys.joinings(sort),
    fetchPage: (cursor, signal) => getDownlineReport({ category: 'direct', sort }, cursor, signal),
    cursorParam: 'page',
  });
  const columns = useColumns();

  return (
    <ScreenPage title={t('joinings')} subtitle={t('joiningsSubtitle')}>
      <PagedTable
        testId="referral-joinings"
        label={t('joinings')}
        list={list}
        columns={columns}
        getRowId={(r) => String(r.id)}
        csvFileName="referral-joinings.csv"
        emptyText={t('noReferrals')}
        rowHeight={52}
        sort={{
          direction: sort,
          onChange: (next) => setParams({ sort: next === 'asc' ? 'asc' : null }),
        }}
      />
    </ScreenPage>
  );
}
