import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/http/errors';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What failed to load, for the error text ("The wallet could not be loaded."). */
  errorText: string;
  /** What a 404 means here ("This order was not found."); a plain common sentence if unset. */
  notFoundText?: string;
  /** While loading: this many card skeletons in a grid, else one block `height` px high. */
  skeletons?: number;
  height?: number;
  /**
   * While loading: this instead, shaped like the content (the same cards with skeletons for
   * their figures), so nothing below moves when the data arrives (issue 31 point 8).
   */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
};

/** The content once loaded, a skeleton while loading, an error with a retry if it failed. */
export function QueryState<T>({
  query,
  errorText,
  notFoundText,
  skeletons,
  height = 120,
  skeleton,
  children,
}: Props<T>) {
  const { t } = useTranslation('common');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  // A missing order, ticket or conversation will not appear on a retry: say so plainly, in the
  // member's language, not with the server's English words and a Retry (issue 31 point 14).
  if (query.isError && isApiError(query.error) && query.error.kind === 'not_found')
    return (
      <Alert color="neutral" variant="soft" role="status" data-testid="not-found">
        {notFoundText ?? t('queryState.notFound')}
      </Alert>
    );
  if (query.isError)
    return (
      <Alert
        color="danger"
        variant="soft"
        role="alert"
        endDecorator={
          <Button size="sm" variant="solid" color="danger" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        }
      >
        {errorText} {query.error.message}
      </Alert>
    );
  // `contents`: the skeleton's blocks sit in the page's grid exactly as the content's will.
  if (skeleton !== undefined)
    return (
      <Box aria-busy="true" sx={{ display: 'contents' }}>
        {skeleton}
      </Box>
    );
  if (skeletons === undefined)
    return (
      <Skeleton
        variant="rectangular"
        height={height}
        sx={{ borderRadius: 'md' }}
        aria-busy="true"
      />
    );
  return (
    <Box
      aria-busy="true"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {Array.from({ length: skeletons }, (_, i) => (
        <Skeleton key={i} variant="rectangular" height={96} sx={{ borderRadius: 'md' }} />
      ))}
    </Box>
  );
}
