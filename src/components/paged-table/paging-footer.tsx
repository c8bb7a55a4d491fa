import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { PagingStatus } from '@/lib/paging-status';

const errorKey = (status: PagingStatus) =>
  status.startsWith('Network') ? 'list.networkError' : 'list.serverError';

function RetryAlert({ status, onRetry }: { status: PagingStatus; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="danger"
      variant="soft"
      role="alert"
      data-paging-status={status}
      endDecorator={
        <Button size="sm" color="danger" variant="solid" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {t(errorKey(status))}
    </Alert>
  );
}

/** What fills the table body when there are no rows to draw (spec §4 paging states). */
export function EmptyBody({
  status,
  onRetry,
  emptyText,
  skeletonRows,
}: {
  status: PagingStatus;
  onRetry: () => void;
  emptyText?: string;
  skeletonRows: number;
}) {
  const { t } = useTranslation('common');
  if (status === 'InitialLoading') {
    return (
      <Box sx={{ display: 'grid', gap: 1, p: 1.5 }} aria-busy="true" data-paging-status={status}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Skeleton key={i} variant="text" level="body-md" />
        ))}
      </Box>
    );
  }
  if (status === 'NetworkErrorWithNoData' || status === 'ServerErrorWithNoData') {
    return (
      <Box sx={{ p: 1.5 }}>
        <RetryAlert status={status} onRetry={onRetry} />
      </Box>
    );
  }
  return (
    <Typography
      level="body-md"
      textColor="text.tertiary"
      sx={{ p: 3, textAlign: 'center' }}
      data-paging-status={status}
    >
      {emptyText ?? t('list.noItems')}
    </Typography>
  );
}

/** The line under loaded rows: loading more, the end, a failed page with retry, or a button. */
export function PagingFooter({
  status,
  onRetry,
  onLoadMore,
}: {
  status: PagingStatus;
  onRetry: () => void;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation('common');
  switch (status) {
    case 'LoadingMore':
      return (
        <Box
          role="status"
          data-paging-status={status}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center', py: 1 }}
        >
          <CircularProgress aria-hidden size="sm" />
          <Typography level="body-sm">{t('list.loadingMore')}</Typography>
        </Box>
      );
    case 'NoMoreItems':
      return (
        <Typography
          level="body-sm"
          textColor="text.tertiary"
          data-paging-status={status}
          sx={{ py: 1, textAlign: 'center' }}
        >
          {t('list.noMoreItems')}
        </Typography>
      );
    case 'ReadyToLoadMore':
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 0.5 }}>
          <Button size="sm" variant="plain" onClick={onLoadMore} data-paging-status={status}>
            {t('actions.loadMore')}
          </Button>
        </Box>
      );
    case 'NetworkErrorWithMoreData':
    case 'ServerErrorWithMoreData':
      return <RetryAlert status={status} onRetry={onRetry} />;
    default:
      return null;
  }
}
