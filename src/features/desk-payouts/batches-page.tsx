import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBatchFile, getPayoutBatches, type DeskBatch } from '@/api/desk-payouts';
import { isApiError } from '@/api/http';
import { useFormatDateTime } from '@/components/date-text/date-text';
import { RouterLink } from '@/components/form/router-link';
import { dateColumn, moneyColumn } from '@/components/paged-table/columns';
import { PagedTable } from '@/components/paged-table/paged-table';
import type { PagedColumn } from '@/components/paged-table/types';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { deskPayoutKeys } from './api/queries';
import { PayoutsNav } from './components/payouts-nav';

/** A download's refusal (a SEPA file for a batch not in euros) is the server's own words. */
async function save(batch: DeskBatch, format: 'csv' | 'xml', fallback: string) {
  try {
    await downloadBatchFile(batch.id, format);
  } catch (error) {
    toast.error(isApiError(error) ? error.message : fallback);
  }
}

function useColumns(): PagedColumn<DeskBatch>[] {
  const { t } = useTranslation('desk-payouts');
  const formatDateTime = useFormatDateTime();
  return useMemo(
    () => [
      {
        id: 'reference',
        header: t('batches.reference'),
        width: 180,
        essential: true,
        value: (b) => b.reference,
        cell: (b) => (
          <RouterLink to={`/admin/payouts?batch=${b.id}`} data-testid={`batch-link-${b.id}`}>
            {b.reference}
          </RouterLink>
        ),
      },
      { id: 'count', header: t('batches.count'), width: 90, value: (b) => b.payoutCount },
      moneyColumn({
        id: 'total',
        essential: true,
        header: t('batches.total'),
        get: (b) => b.total,
      }),
      { id: 'currency', header: t('batches.currency'), width: 90, value: (b) => b.currency },
      { id: 'by', header: t('batches.by'), width: 120, value: (b) => b.operatorUsername },
      dateColumn({
        id: 'created',
        header: t('columns.created'),
        sortable: false,
        get: (b) => b.dateCreated,
        format: formatDateTime,
      }),
      {
        id: 'files',
        header: t('batches.files'),
        width: 170,
        csv: false,
        essential: true,
        value: () => null,
        cell: (b) => (
          <Stack direction="row" spacing={1}>
            <Button
              size="sm"
              variant="outlined"
              aria-label={t('batches.csvFor', { reference: b.reference })}
              onClick={() => void save(b, 'csv', t('batches.downloadError'))}
              data-testid={`csv-${b.id}`}
            >
              CSV
            </Button>
            <Button
              size="sm"
              variant="outlined"
              aria-label={t('batches.xmlFor', { reference: b.reference })}
              onClick={() => void save(b, 'xml', t('batches.downloadError'))}
              data-testid={`xml-${b.id}`}
            >
              SEPA XML
            </Button>
          </Stack>
        ),
      },
    ],
    [t, formatDateTime],
  );
}

/** /admin/payouts/batches: what was paid together, with the files for the bank. */
export function BatchesPage() {
  const { t } = useTranslation('desk-payouts');
  const list = usePagedList({
    queryKey: deskPayoutKeys.batches(),
    fetchPage: (cursor, signal) => getPayoutBatches(undefined, cursor, signal),
  });
  return (
    <ScreenPage title={t('batches.title')} subtitle={t('batches.subtitle')} nav={<PayoutsNav />}>
      <PagedTable
        testId="payout-batches"
        label={t('batches.title')}
        list={list}
        columns={useColumns()}
        getRowId={(b) => String(b.id)}
        emptyText={t('batches.empty')}
      />
    </ScreenPage>
  );
}
