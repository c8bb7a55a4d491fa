import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { firstFieldError, isApiError } from '@/api/http';
import { downlineSearchQueryOptions, maxLevelsQueryOptions } from './api/queries';
import { DownlineResults } from './components/downline-results';
import { DownlineSearchForm } from './components/downline-search-form';
import { LoadError } from './components/load-error';
import { NetworkTablePage } from './components/network-table-page';
import { formFromParams, paramsFromSearch, searchFromParams } from './lib/downline-search';

/** /member/network/downline: find members of the sponsor line or the placement tree. */
export function DownlinePage() {
  const { t } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const submitted = searchFromParams(params);
  const depth = useQuery(maxLevelsQueryOptions());
  const results = useQuery({
    ...downlineSearchQueryOptions(
      submitted?.tree ?? 'sponsor',
      submitted?.search ?? { keyword: '' },
    ),
    enabled: submitted !== null,
  });
  const invalid =
    results.isError && isApiError(results.error) && results.error.kind === 'validation';
  const levelsHint =
    depth.data === undefined
      ? t('networkTables.downline.levelsHint')
      : t('networkTables.downline.levelsDeep', { count: depth.data });

  return (
    <NetworkTablePage
      title={t('networkTables.downline.title')}
      intro={t('networkTables.downline.intro')}
    >
      <DownlineSearchForm
        // A new URL (back, forward, a shared link) starts the form afresh from it.
        key={params.toString()}
        initial={formFromParams(params)}
        serverErrors={{
          keyword: firstFieldError(results.error, 'keyword'),
          levels: firstFieldError(results.error, 'levels'),
        }}
        levelsHint={levelsHint}
        busy={results.isFetching}
        onSearch={(tree, search) => setParams(paramsFromSearch(tree, search))}
      />
      {submitted === null && (
        <Typography level="body-md" data-testid="downline-prompt">
          {t('networkTables.downline.prompt')}
        </Typography>
      )}
      {submitted !== null && results.isPending && (
        <Box sx={{ display: 'grid', gap: 1 }} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rectangular" height={52} sx={{ borderRadius: 'sm' }} />
          ))}
        </Box>
      )}
      {results.isError && !invalid && (
        <LoadError
          title={t('networkTables.downline.loadError')}
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      )}
      {submitted !== null && results.data && (
        <DownlineResults members={results.data} keyword={submitted.search.keyword} />
      )}
    </NetworkTablePage>
  );
}
