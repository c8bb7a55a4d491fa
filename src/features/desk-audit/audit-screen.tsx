import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAuditCsv, deskAuditKeys, getAuditPage, type AuditEntry } from '@/api/desk-audit';
import { firstFieldError, isApiError } from '@/api/http';
import { PagedTable } from '@/components/paged-table/paged-table';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { AuditEntryDialog } from './components/audit-entry-dialog';
import { AuditFilterForm } from './components/audit-filter-form';
import { useAuditColumns } from './components/audit-columns';
import { auditFiltersPatch, hasAuditFilters, readAuditFilters } from './lib/audit-filters';

/**
 * /admin/audit: what operators did, newest first, a cursor page at a time and virtualised.
 * The filters live in the address bar; "Download CSV" asks the server for every matching
 * entry (not only the loaded ones), with the same filters.
 */
export function AuditScreen() {
  const { t } = useTranslation('desk-audit');
  const [params, update] = useUrlParams();
  const filters = useMemo(() => readAuditFilters(params), [params]);
  const list = usePagedList({
    queryKey: deskAuditKeys.list(filters),
    fetchPage: (cursor, signal) => getAuditPage(filters, cursor, signal),
  });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const columns = useAuditColumns(setOpen);
  const [downloading, setDownloading] = useState(false);
  const refused = isApiError(list.error) && list.error.kind === 'validation';

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      await downloadAuditCsv(filters);
    } catch (error) {
      toast.error(`${t('download.failed')} ${(error as Error).message}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <ScreenPage title={t('title')} subtitle={t('subtitle')}>
      <AuditFilterForm
        // A new address (back, a shared link, Clear) starts the form afresh from it.
        key={params.toString()}
        initial={filters}
        errorOf={(param) => firstFieldError(list.error, param)}
        onApply={(next) => update(auditFiltersPatch(next))}
      />
      {refused ? (
        <Alert color="warning" variant="soft" data-testid="audit-refused">
          {t('refused')}
        </Alert>
      ) : (
        <PagedTable
          list={list}
          columns={columns}
          getRowId={(e) => String(e.id)}
          label={t('title')}
          emptyText={hasAuditFilters(filters) ? t('emptyFiltered') : t('empty')}
          testId="audit-list"
          rowHeight={48}
          toolbar={
            <Button
              size="sm"
              variant="outlined"
              color="neutral"
              startDecorator={<Download size={16} aria-hidden />}
              loading={downloading}
              onClick={() => void downloadCsv()}
              data-testid="audit-download"
              sx={{ ml: 'auto', minHeight: 40 }}
            >
              {t('download.label')}
            </Button>
          }
        />
      )}
      <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
    </ScreenPage>
  );
}
