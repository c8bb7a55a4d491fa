import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Image, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  deleteKyc,
  downloadKycFile,
  getKycCategories,
  getKycDetails,
  type KycDocument,
} from '@/api/kyc';
import { kycKeys } from '@/api/query-keys';
import { DateText } from '@/components/date-text/date-text';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { UploadCard } from './components/upload-card';
import { ColumnGrid } from '@/components/layout/column-grid';

const statusColor = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

/** /member/kyc: identity documents by category, their status, and new uploads (issue 12 point 11). */
export function KycPage() {
  const { t } = useTranslation('account');
  const categories = useQuery({
    queryKey: kycKeys.categories(),
    queryFn: ({ signal }) => getKycCategories(signal),
  });
  const details = useQuery({
    queryKey: kycKeys.details(),
    queryFn: ({ signal }) => getKycDetails(signal),
  });
  const open = new Set(
    (details.data ?? []).filter((d) => d.status !== 'rejected').map((d) => d.categoryName),
  );
  return (
    <ScreenPage title={t('payouts.kycTitle')} subtitle={t('payouts.kycSubtitle')}>
      <ColumnGrid columns={{ xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography level="title-lg" component="h2">
            {t('payouts.upload')}
          </Typography>
          <QueryState query={categories} errorText={t('loadError')} height={200}>
            {(list) => (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {list.map((c) =>
                  open.has(c.name) ? (
                    <Alert key={c.id} variant="soft" color="neutral">
                      {t('payouts.alreadySent', { category: c.name })}
                    </Alert>
                  ) : (
                    <UploadCard key={c.id} category={c} onDone={() => undefined} />
                  ),
                )}
              </Box>
            )}
          </QueryState>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography level="title-lg" component="h2">
            {t('payouts.sent')}
          </Typography>
          <QueryState query={details} errorText={t('loadError')} height={200}>
            {(docs) =>
              docs.length === 0 ? (
                <Alert variant="soft" data-testid="kyc-no-documents">
                  {t('payouts.noDocuments')}
                </Alert>
              ) : (
                <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="kyc-documents">
                  {docs.map((d) => (
                    <DocumentCard key={d.id} doc={d} />
                  ))}
                </Box>
              )
            }
          </QueryState>
        </Box>
      </ColumnGrid>
    </ScreenPage>
  );
}

function DocumentCard({ doc }: { doc: KycDocument }) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const { guard } = useDemoGuard();
  const remove = useMutation({
    mutationFn: () => deleteKyc(doc.id),
    onSuccess: () => {
      toast.success(t('payouts.deleted'));
      return client.invalidateQueries({ queryKey: kycKeys.all });
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <Card variant="outlined" sx={{ gap: 1 }} data-testid="kyc-document" data-status={doc.status}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        <Typography level="title-sm">{doc.categoryName}</Typography>
        <Chip size="sm" variant="soft" color={statusColor[doc.status]}>
          {t(`payouts.status.${doc.status}`)}
        </Chip>
      </Box>
      <Typography level="body-xs" textColor="text.tertiary">
        {t('payouts.sentOn')} <DateText value={doc.dateCreated} />
      </Typography>
      {doc.rejectionReason && (
        <Alert color="danger" variant="soft" size="sm">
          {t('payouts.rejectedBecause', { reason: doc.rejectionReason })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {doc.documents.map((f) => (
          <Link
            key={f.id}
            component="button"
            level="body-sm"
            startDecorator={
              f.mimeType === 'application/pdf' ? (
                <FileText size={16} aria-hidden />
              ) : (
                <Image size={16} aria-hidden />
              )
            }
            onClick={() => void downloadKycFile(f).catch((e: Error) => toast.error(e.message))}
          >
            {f.fileName}
          </Link>
        ))}
      </Box>
      {doc.status === 'pending' && (
        <Box>
          <Button
            size="sm"
            variant="plain"
            color="danger"
            startDecorator={<Trash2 size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => {
              if (window.confirm(t('payouts.confirmDelete'))) guard(() => remove.mutate());
            }}
            data-testid="kyc-delete"
          >
            {t('payouts.delete')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
