import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpandedState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childrenQueryOptions, tableViewQueryOptions, tabularKeys } from './api/queries';
import { LoadError } from './components/load-error';
import { NetworkTablePage } from './components/network-table-page';
import { TreeTable } from './components/tree-table';
import { buildMemberTree, expandedMemberIds, type ChildrenState } from './lib/member-tree';

/** /member/network/tabular: the placement downline level by level, children on demand. */
export function TabularPage() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const top = useQuery(tableViewQueryOptions());
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const openIds = useMemo(() => expandedMemberIds(expanded), [expanded]);
  const children = useQueries({
    queries: openIds.map((id) => childrenQueryOptions(id)),
    combine: (results) => {
      const byId = new Map<number, ChildrenState>();
      results.forEach((r, i) => {
        const id = openIds[i]!;
        if (r.data) byId.set(id, { status: 'success', data: r.data });
        else if (r.isError) byId.set(id, { status: 'error', message: r.error.message });
        else byId.set(id, { status: 'pending' });
      });
      return byId;
    },
  });
  const rows = useMemo(
    () => buildMemberTree(top.data?.members ?? [], (id) => children.get(id)),
    [top.data, children],
  );
  const retry = useCallback(
    (id: number) => void queryClient.refetchQueries({ queryKey: tabularKeys.children(id) }),
    [queryClient],
  );

  return (
    <NetworkTablePage
      title={t('networkTables.tabular.title')}
      intro={t('networkTables.tabular.intro')}
    >
      {top.isPending && (
        <Box sx={{ display: 'grid', gap: 1 }} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rectangular" height={48} sx={{ borderRadius: 'sm' }} />
          ))}
        </Box>
      )}
      {top.isError && (
        <LoadError
          title={t('networkTables.tabular.loadError')}
          error={top.error}
          onRetry={() => void top.refetch()}
        />
      )}
      {top.data && (
        <>
          <Typography level="body-sm" data-testid="tabular-summary">
            {t('networkTables.tabular.summary', {
              count: top.data.members.length,
              levels: top.data.maxLevels,
            })}
          </Typography>
          {top.data.members.length === 0 ? (
            <Typography level="body-md" data-testid="tabular-empty">
              {t('networkTables.tabular.empty')}
            </Typography>
          ) : (
            <TreeTable
              rows={rows}
              expanded={expanded}
              onExpandedChange={setExpanded}
              onRetry={retry}
            />
          )}
        </>
      )}
    </NetworkTablePage>
  );
}
