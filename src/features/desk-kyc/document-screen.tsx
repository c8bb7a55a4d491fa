import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { DeskKycDetail } from '@/api/desk-kyc';
import { PendingButton } from '@/components/desk/pending-button';
import { ReasonDialog } from '@/components/desk/reason-dialog';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { kycReasonLimits } from '@contract/desk-kyc';
import { fullName } from '@contract/names';
import { deskKycDetailQueryOptions, useDecideKyc } from './api/queries';
import { DocumentFacts } from './components/document-facts';
import { FileView } from './components/file-view';

/** Approve at once, or reject with a reason; only while the document is pending. */
function Decision({ detail }: { detail: DeskKycDetail }) {
  const { t } = useTranslation('desk-kyc');
  const { approve, reject } = useDecideKyc(detail.document.id);
  const [rejecting, setRejecting] = useState(false);
  if (detail.document.status !== 'pending') return null;
  const busy = approve.isPending || reject.isPending;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {approve.isError && (
        <Alert color="danger" variant="soft" role="alert">
          {approve.error.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <PendingButton
          color="success"
          startDecorator={<Check size={18} aria-hidden />}
          pending={approve.isPending}
          disabled={busy}
          onClick={() =>
            approve.mutate(undefined, { onSuccess: () => toast.success(t('approve.done')) })
          }
          data-testid="kyc-approve"
        >
          {t('approve.action')}
        </PendingButton>
        <Button
          color="danger"
          variant="outlined"
          startDecorator={<X size={18} aria-hidden />}
          disabled={busy}
          onClick={() => {
            reject.reset();
            setRejecting(true);
          }}
          data-testid="kyc-reject"
        >
          {t('reject.action')}
        </Button>
      </Box>
      {rejecting && (
        <ReasonDialog
          testId="kyc-reject"
          title={t('reject.title')}
          description={t('reject.text')}
          reasonLabel={t('reject.reason')}
          reasonHint={t('reject.hint', kycReasonLimits)}
          limits={kycReasonLimits}
          confirmLabel={t('reject.confirm')}
          onClose={() => setRejecting(false)}
          onSubmit={(reason) =>
            reject.mutateAsync(reason).then(() => toast.success(t('reject.done')))
          }
        />
      )}
    </Box>
  );
}

/** /admin/kyc/:id: the member, the document, its files shown in the page, and the decision. */
export function DocumentScreen() {
  const { t } = useTranslation('desk-kyc');
  const { id = '' } = useParams();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '';
  const query = useQuery(deskKycDetailQueryOptions(id));
  const title = query.data
    ? t('detail.title', {
        category: query.data.document.categoryName,
        name: fullName(query.data.member.firstName, query.data.member.lastName),
      })
    : t('detail.loading');
  return (
    <ScreenPage
      title={title}
      nav={
        <Link
          component={RouterLink}
          to={`..${from}`}
          relative="path"
          startDecorator={<ArrowLeft size={16} aria-hidden />}
          data-testid="kyc-back"
        >
          {t('detail.back')}
        </Link>
      }
    >
      <QueryState query={query} errorText={t('detail.failed')} height={320}>
        {(detail) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Decision detail={detail} />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) minmax(0, 2fr)' },
                alignItems: 'start',
              }}
            >
              <DocumentFacts detail={detail} />
              <Box
                component="section"
                aria-label={t('files.label')}
                sx={{ display: 'grid', gap: 2 }}
              >
                {detail.files.map((f) => (
                  <FileView key={f.id} file={f} />
                ))}
              </Box>
            </Box>
          </Box>
        )}
      </QueryState>
    </ScreenPage>
  );
}
