import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/api/desk-audit';
import { useFormatDateTime } from '@/components/date-text/date-text';
import { changedFields } from '../lib/json-diff';
import { JsonPane } from './json-pane';

/** A label and its value, one line of the entry's facts. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" level="body-sm" textColor="text.tertiary">
        {label}
      </Typography>
      <Typography component="dd" level="body-sm" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** One entry of the log: its facts, the fields it changed, before and after side by side. */
export function AuditEntryDialog({
  entry,
  onClose,
}: {
  entry: AuditEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('desk-audit');
  const formatDateTime = useFormatDateTime();
  const changed = entry ? changedFields(entry.before, entry.after) : [];
  return (
    <Modal open={entry !== null} onClose={onClose}>
      <ModalDialog
        layout="center"
        size="md"
        aria-labelledby="audit-entry-title"
        data-testid="audit-entry"
        sx={{ width: 'min(960px, calc(100vw - 24px))', overflowY: 'auto' }}
      >
        <ModalClose aria-label={t('detail.close')} />
        {entry && (
          <>
            <DialogTitle id="audit-entry-title" component="h2">
              {t('detail.title', { id: entry.id })}
            </DialogTitle>
            <DialogContent sx={{ gap: 2 }}>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'max-content 1fr',
                  gap: 0.5,
                  columnGap: 2,
                }}
              >
                <Fact label={t('columns.when')}>{formatDateTime(entry.createdAt)}</Fact>
                <Fact label={t('columns.operator')}>{entry.operatorUsername}</Fact>
                <Fact label={t('columns.action')}>{entry.action}</Fact>
                <Fact label={t('columns.subject')}>
                  {entry.subjectId ? `${entry.subjectType} #${entry.subjectId}` : entry.subjectType}
                </Fact>
                <Fact label={t('columns.reason')}>{entry.reason ?? '—'}</Fact>
                <Fact label={t('columns.address')}>{entry.address}</Fact>
              </Box>
              {changed.length > 0 && changed[0] !== '' && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                  <Typography level="body-sm">{t('detail.changed')}</Typography>
                  {changed.map((field) => (
                    <Chip key={field} size="sm" variant="soft" color="warning">
                      {field}
                    </Chip>
                  ))}
                </Box>
              )}
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <JsonPane title={t('detail.before')} value={entry.before} testId="audit-before" />
                <JsonPane title={t('detail.after')} value={entry.after} testId="audit-after" />
              </Box>
            </DialogContent>
          </>
        )}
      </ModalDialog>
    </Modal>
  );
}
