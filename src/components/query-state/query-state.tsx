import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What failed to load, for the error text ("The wallet could not be loaded."). */
  errorText: string;
  /** While loading: this many card skeletons in a grid, else one block `height` px high. */
  skeletons?: number;
  height?: number;
  children: (data: T) => ReactNode;
};

/** The content once loaded, a skeleton while loading, an error with a retry if it failed. */
export function QueryState<T>({ query, errorText, skeletons, height = 120, children }: Props<T>) {
  const { t } = useTranslation('common');
  if (query.data !== undefined) return <>{children(query.data)}</>;
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
