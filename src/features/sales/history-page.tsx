import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionKeys } from '@/api/http';
import { cancelSale, exportSales, getSales, type Sale } from '@/api/sales';
import { VirtualList } from '@/components/messages/virtual-list';
import { MoneyText } from '@/components/money/money-text';
import { UrlSearchField } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { saleStatuses } from '@contract/sales';
import { salesKeys } from './api/queries';
import { CancelDialog } from './components/cancel-dialog';
import { SaleRow, saleRowHeight } from './components/sale-row';
import { SalesTabs } from './components/sales-tabs';
import { readSaleFilter } from './lib/sale-filter';

function Figure({
  label,
  children,
  testId,
}: {
  label: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Card variant="soft" sx={{ gap: 0.25, flex: '1 1 140px', minWidth: 0 }}>
      <Typography level="body-xs">{label}</Typography>
      <Typography level="title-lg" data-testid={testId}>
        {children}
      </Typography>
    </Card>
  );
}

/**
 * /member/sales/history: the member's manual sales, newest first, filtered by dates, status
 * and customer in the URL, with the totals of the whole filter and a CSV export.
 */
export function SalesHistoryPage() {
  const { t } = useTranslation('store');
  const client = useQueryClient();
  const [params, update] = useUrlParams();
  const filter = readSaleFilter(params);
  const list = usePagedList({
    queryKey: salesKeys.history(filter),
    fetchPage: (cursor, signal) => getSales(filter, cursor, signal),
  });
  const totals = list.firstPage?.totals;
  const [cancelling, setCancelling] = useState<Sale | null>(null);
  const [keyed] = useState(actionKeys);
  const cancel = useMutation({
    mutationFn: (sale: Sale) => keyed(sale.id, (key) => cancelSale(sale.id, key)),
    onSuccess: (sale) => {
      toast.success(t('sales.cancelled', { invoice: sale.invoiceNo }));
      setCancelling(null);
      // Wallet, volumes and the history all moved back.
      void client.invalidateQueries();
    },
    onError: (e) => toast.error(e.message),
  });
  const exporting = useMutation({
    mutationFn: () => exportSales(filter),
    onError: (e) => toast.error(e.message),
  });
  // The date range's two ends, each kept in the address as `from` and `to`.
  const dateBounds = [
    { param: 'from', value: filter.startDate },
    { param: 'to', value: filter.endDate },
  ] as const;

  return (
    <ScreenPage
      title={t('sales.title')}
      subtitle={t('sales.historySubtitle')}
      nav={<SalesTabs current="history" />}
    >
      <Box
        component="search"
        aria-label={t('sales.filters')}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-end' }}
      >
        {dateBounds.map(({ param, value }) => (
          <FormControl key={param} sx={{ flex: '0 1 170px' }}>
            <FormLabel>{t(`sales.${param}`)}</FormLabel>
            <Input
              type="date"
              value={value}
              onChange={(e) => update({ [param]: e.target.value })}
              slotProps={{ input: { ...{ 'data-testid': `filter-${param}` } } }}
            />
          </FormControl>
        ))}
        <FormControl sx={{ flex: '0 1 180px' }}>
          <FormLabel id="status-filter">{t('sales.status')}</FormLabel>
          <Select
            value={filter.status ?? ''}
            onChange={(_, v) => update({ status: v || null })}
            slotProps={{
              button: { 'aria-labelledby': 'status-filter', ...{ 'data-testid': 'filter-status' } },
            }}
          >
            <Option value="">{t('sales.allStatuses')}</Option>
            {saleStatuses.map((s) => (
              <Option key={s} value={s}>
                {t(`sales.statuses.${s}`)}
              </Option>
            ))}
          </Select>
        </FormControl>
        <UrlSearchField
          label={t('sales.searchCustomer')}
          param="customer"
          testId="filter-customer"
        />
        <Button
          variant="outlined"
          startDecorator={<Download size={16} aria-hidden />}
          loading={exporting.isPending}
          onClick={() => exporting.mutate()}
          data-testid="export-csv"
          sx={{ ml: 'auto' }}
        >
          {t('sales.exportCsv')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }} aria-live="polite">
        <Figure label={t('sales.salesCount')} testId="totals-count">
          {totals ? totals.count : '…'}
        </Figure>
        <Figure label={t('sales.total')} testId="totals-amount">
          {totals ? <MoneyText amount={totals.total} /> : '…'}
        </Figure>
        <Figure label={t('sales.pvEarned')} testId="totals-pv">
          {totals ? t('sales.pvValue', { pv: totals.pv }) : '…'}
        </Figure>
        <Figure label={t('sales.cancelledCount')} testId="totals-cancelled">
          {totals ? totals.cancelledCount : '…'}
        </Figure>
      </Box>
      <VirtualList
        testId="sale-list"
        label={t('sales.history')}
        list={list}
        rowHeight={saleRowHeight}
        getKey={(s) => String(s.id)}
        emptyText={t('sales.noSales')}
        renderRow={(s) => <SaleRow sale={s} onCancel={setCancelling} />}
      />
      {cancelling && (
        <CancelDialog
          sale={cancelling}
          busy={cancel.isPending}
          onClose={() => setCancelling(null)}
          onConfirm={() => cancel.mutate(cancelling)}
        />
      )}
    </ScreenPage>
  );
}
