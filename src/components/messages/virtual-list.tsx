import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import { useEffect, useRef, type ReactNode } from 'react';
import { EmptyBody, PagingFooter } from '@/components/paged-table/paging-footer';
import type { PagedList } from '@/components/paged-table/use-paged-list';
import { useVirtualRows } from '@/components/paged-table/use-virtual-rows';

// Rows from the end of the loaded ones at which the next page is asked for.
const prefetchRows = 8;

/**
 * A cursor list drawn as a list, not a table (mail, notifications): only the rows in view
 * are in the DOM, and the next page is asked for as the end comes near, as PagedTable does.
 */
export function VirtualList<T>({
  list,
  rowHeight,
  getKey,
  renderRow,
  label,
  emptyText,
  height = 'min(70vh, 720px)',
  testId,
}: {
  list: Pick<PagedList<T>, 'rows' | 'status' | 'loadMore' | 'retry'>;
  rowHeight: number;
  getKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  label: string;
  emptyText?: string;
  height?: string;
  testId?: string;
}) {
  const { rows, status, loadMore, retry } = list;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { placed, spacerHeight } = useVirtualRows(rows.length, rowHeight, scrollRef);
  const lastShown = placed[placed.length - 1]?.index ?? -1;
  useEffect(() => {
    if (rows.length > 0 && lastShown >= rows.length - prefetchRows) loadMore();
  }, [lastShown, rows.length, loadMore]);

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }} data-testid={testId}>
      <Sheet variant="outlined" sx={{ borderRadius: 'md', minWidth: 0, overflow: 'hidden' }}>
        <Box ref={scrollRef} sx={{ maxHeight: height, overflowY: 'auto', position: 'relative' }}>
          {rows.length === 0 ? (
            <EmptyBody status={status} onRetry={retry} emptyText={emptyText} skeletonRows={6} />
          ) : (
            <Box
              component="ul"
              aria-label={label}
              sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}
              style={{ height: spacerHeight }}
            >
              {placed.map(({ index, top }) => {
                const row = rows.at(index);
                if (row === undefined) return null;
                return (
                  <Box
                    component="li"
                    key={getKey(row)}
                    aria-posinset={index + 1}
                    aria-setsize={rows.length}
                    sx={{
                      position: 'absolute',
                      left: 0,
                      right: 0,
                      borderBottom: '1px solid',
                      borderColor: 'divider',
                    }}
                    style={{ top, height: rowHeight }}
                  >
                    {renderRow(row)}
                  </Box>
                );
              })}
            </Box>
          )}
        </Box>
      </Sheet>
      {rows.length > 0 && <PagingFooter status={status} onRetry={retry} onLoadMore={loadMore} />}
    </Box>
  );
}
