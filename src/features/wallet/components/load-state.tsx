import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A skeleton while loading, an error with retry, else the content. */
export function LoadState<T>({
  query,
  height = 120,
  children,
}: {
  query: UseQueryResult<T>;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <Alert
        color="danger"
        variant="soft"
        role="alert"
        endDecorator={
          <Button size="sm" color="danger" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('wallet:loadError')} {query.error.message}
      </Alert>
    );
  return (
    <Skeleton variant="rectangular" height={height} sx={{ borderRadius: 'md' }} aria-busy="true" />
  );
}
