import Button from '@mui/joy/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/api/desk-audit';
import { useFormatDateTime } from '@/components/date-text/date-text';
import type { PagedColumn } from '@/components/paged-table/types';
import { visuallyHidden } from '@/lib/visually-hidden';

const subjectOf = (e: AuditEntry) =>
  e.subjectId ? `${e.subjectType} #${e.subjectId}` : e.subjectType;

/** The log's columns; the last opens an entry's detail (before and after). */
export function useAuditColumns(onOpen: (entry: AuditEntry) => void): PagedColumn<AuditEntry>[] {
  const { t } = useTranslation('desk-audit');
  const formatDateTime = useFormatDateTime();
  return useMemo(
    () => [
      {
        id: 'when',
        essential: true,
        header: t('columns.when'),
        width: 170,
        value: (e) => e.createdAt,
        cell: (e) => formatDateTime(e.createdAt),
      },
      {
        id: 'operator',
        header: t('columns.operator'),
        width: 120,
        value: (e) => e.operatorUsername,
      },
      {
        id: 'action',
        essential: true,
        header: t('columns.action'),
        width: 150,
        value: (e) => e.action,
      },
      { id: 'subject', header: t('columns.subject'), width: 150, value: subjectOf },
      { id: 'reason', header: t('columns.reason'), width: 180, value: (e) => e.reason ?? '' },
      { id: 'address', header: t('columns.address'), width: 130, value: (e) => e.address },
      {
        id: 'open',
        essential: true,
        csv: false,
        header: t('columns.entry'),
        width: 90,
        value: (e) => e.id,
        cell: (e) => (
          <Button
            size="sm"
            variant="plain"
            data-testid="audit-open"
            onClick={() => onOpen(e)}
            sx={{ minHeight: 36 }}
          >
            {t('detail.open')}
            {/* The visible word, and for a screen reader which entry it opens. */}
            <span style={visuallyHidden}> {t('detail.title', { id: e.id })}</span>
          </Button>
        ),
      },
    ],
    [t, formatDateTime, onOpen],
  );
}
