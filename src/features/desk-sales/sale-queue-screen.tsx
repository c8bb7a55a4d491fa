import Alert from '@mui/joy/Alert';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getDeskSales } from '@/api/desk-sales';
import { isApiError } from '@/api/http';
import { PagedTable } from '@/components/paged-table/paged-table';
import { UrlSearchField } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { saleStatuses } from '@contract/sales';
import { deskSalesKeys } from './api/queries';
import { useSaleColumns } from './components/sale-columns';
import { readSaleFilters, saleFiltersPatch } from './lib/sale-filters';

/**
 * /admin/sales: manual sales in one status (pending by default, the oldest first), a cursor
 * page at a time and virtualised; the filters live in the address bar.
 */
export function SaleQueueScreen() {
  const { t } = useTranslation('desk-sales');
  const [params, update] = useUrlParams();
  const filter = useMemo(() => readSaleFilters(params), [params]);
  const list = usePagedList({
    queryKey: deskSalesKeys.sales(filter),
    fetchPage: (cursor, signal) => getDeskSales(filter, cursor, signal),
  });
  const refused = isApiError(list.error) && list.error.kind === 'validation';
  return (
    <ScreenPage title={t('title')} subtitle={t('subtitle')}>
      {refused && (
        <Alert color="warning" variant="soft" role="alert">
          {list.error?.message}
        </Alert>
      )}
      <PagedTable
        testId="desk-sales"
        label={t('title')}
        list={list}
        columns={useSaleColumns()}
        getRowId={(r) => String(r.id)}
        emptyText={filter.member ? t('emptyFiltered') : t('empty')}
        toolbar={
          <>
            <Select
              value={filter.status}
              onChange={(_e, next) => next && update(saleFiltersPatch({ ...filter, status: next }))}
              slotProps={{ button: { 'aria-label': t('filters.status') } }}
              sx={{ minWidth: 160 }}
              data-testid="desk-sale-status"
            >
              {saleStatuses.map((s) => (
                <Option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </Option>
              ))}
            </Select>
            <UrlSearchField param="member" label={t('filters.member')} testId="desk-sale-member" />
          </>
        }
      />
    </ScreenPage>
  );
}
