import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import { useTable, type ExpandedState, type OnChangeFn } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useResponsiveFlags } from '@/lib/use-responsive-flags';
import { rowIdOf, type MemberTreeRow } from '../lib/member-tree';
import { StatusRow } from './status-row';
import { columnTracks, treeColumns, visibleColumns } from './tree-columns';
import { treeFeatures } from './tree-features';
import { useVolume } from '@/lib/volume';

const rowHeight = 56;

type Props = {
  rows: MemberTreeRow[];
  expanded: ExpandedState;
  onExpandedChange: OnChangeFn<ExpandedState>;
  onRetry: (parentId: number) => void;
};

/**
 * The downline as a tree grid: react-table flattens the expanded rows, react-virtual
 * mounts only those in view, so a front line of thousands scrolls like one of ten.
 */
export function TreeTable({ rows, expanded, onExpandedChange, onRetry }: Props) {
  const { t } = useTranslation('common');
  const flags = useResponsiveFlags();
  const numeric = useVolume();
  const columns = useMemo(() => treeColumns(t, numeric), [t, numeric]);
  const columnVisibility = useMemo(() => visibleColumns(flags), [flags]);
  const table = useTable({
    features: treeFeatures,
    columns,
    data: rows,
    getRowId: rowIdOf,
    getSubRows: (r) => (r.kind === 'member' ? r.children : undefined),
    getRowCanExpand: (row) => row.original.kind === 'member' && row.original.member.children > 0,
    // New data arrives on every expansion; it must not collapse what is open.
    autoResetExpanded: false,
    state: { expanded, columnVisibility },
    onExpandedChange,
  });
  const flatRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer re-renders this component on scroll by itself; nothing here relies on
  // compiler memoisation, so skipping it is what we want.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: flatRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const template = headers.map((h) => columnTracks[h.column.id] ?? '1fr').join(' ');
  const rowSx = {
    display: 'grid',
    gridTemplateColumns: template,
    alignItems: 'center',
    columnGap: 1,
    px: 1.5,
  } as const;

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', overflow: 'hidden' }}>
      <Box
        ref={scrollRef}
        role="treegrid"
        aria-label={t('networkTables.tabular.tableLabel')}
        aria-rowcount={flatRows.length + 1}
        data-testid="tabular-table"
        sx={{ maxHeight: '70dvh', overflow: 'auto', overscrollBehavior: 'contain' }}
      >
        <Box
          role="row"
          aria-rowindex={1}
          sx={{
            ...rowSx,
            position: 'sticky',
            top: 0,
            zIndex: 1,
            height: 40,
            bgcolor: 'background.level1',
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          {headers.map((header) => (
            <Box
              key={header.id}
              role="columnheader"
              sx={{
                typography: 'title-sm',
                textAlign: header.column.id === 'member' ? 'left' : 'right',
              }}
            >
              <table.FlexRender header={header} />
            </Box>
          ))}
        </Box>
        <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = flatRows[item.index]!;
            const common = {
              role: 'row',
              'aria-rowindex': item.index + 2,
              'aria-level': row.depth + 1,
              sx: {
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: rowHeight,
                transform: `translateY(${item.start}px)`,
                borderBottom: '1px solid',
                borderColor: 'divider',
              },
            } as const;
            if (row.original.kind !== 'member')
              return (
                <Box key={row.id} {...common}>
                  <StatusRow row={row.original} depth={row.depth} onRetry={onRetry} />
                </Box>
              );
            return (
              <Box
                key={row.id}
                {...common}
                aria-expanded={row.getCanExpand() ? row.getIsExpanded() : undefined}
                data-testid="tabular-row"
                sx={{ ...common.sx, ...rowSx, '&:hover': { bgcolor: 'background.level1' } }}
              >
                {row.getVisibleCells().map((cell) => (
                  <Box
                    key={cell.id}
                    role="gridcell"
                    sx={{
                      minWidth: 0,
                      typography: 'body-sm',
                      textAlign: cell.column.id === 'member' ? 'left' : 'right',
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    <table.FlexRender cell={cell} />
                  </Box>
                ))}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Sheet>
  );
}
