import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCsv, toCsv } from './csv';
import { EmptyBody, PagingFooter } from './paging-footer';
import { TableHeader } from './table-header';
import { TableRow } from './table-row';
import type { PagedColumn, PagedTableSort } from './types';
import type { PagedList } from './use-paged-list';
import { useVirtualRows } from './use-virtual-rows';

// Core features only: sorting and filtering happen on the server, through the URL.
const features = tableFeatures({});

export type PagedTableProps<T extends RowData> = {
  list: Pick<PagedList<T>, 'rows' | 'status' | 'loadMore' | 'retry'>;
  columns: readonly PagedColumn<T>[];
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  /** Offers "Export CSV" of the loaded rows under this file name. */
  csvFileName?: string;
  sort?: PagedTableSort;
  emptyText?: string;
  /** Above the table, beside the export button (filters). */
  toolbar?: ReactNode;
  rowHeight?: number;
  /** CSS height of the scrolled body. */
  height?: string;
  testId?: string;
};

// Rows from the end of the loaded ones at which the next page is asked for.
const prefetchRows = 10;

export function PagedTable<T extends RowData>({
  list,
  columns,
  getRowId,
  label,
  csvFileName,
  sort,
  emptyText,
  toolbar,
  rowHeight = 44,
  height = 'min(65vh, 640px)',
  testId,
}: PagedTableProps<T>) {
  const { t } = useTranslation('common');
  const { rows, status, loadMore, retry } = list;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { placed, spacerHeight } = useVirtualRows(rows.length, rowHeight, scrollRef);

  // react-table models only the rows in view, so its work per frame does not grow with the list.
  const windowData = placed.map((p) => rows.at(p.index)).filter((r): r is T => r !== undefined);
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns(
      columns.map((c) =>
        helper.accessor((row: T) => c.value(row), {
          id: c.id,
          header: c.header,
          cell: (info) => (c.cell ? c.cell(info.row.original) : (info.getValue() ?? '')),
        }),
      ),
    );
  }, [columns]);
  const table = useTable({ features, columns: tableColumns, data: windowData, getRowId });

  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const endColumns = useMemo(
    () => new Set(columns.filter((c) => c.align === 'end').map((c) => c.id)),
    [columns],
  );
  const template = columns.map((c) => `minmax(${c.width ?? 140}px, 1fr)`).join(' ');
  const minWidth = columns.reduce((sum, c) => sum + (c.width ?? 140), 0);

  const lastShown = placed[placed.length - 1]?.index ?? -1;
  useEffect(() => {
    if (rows.length > 0 && lastShown >= rows.length - prefetchRows) loadMore();
  }, [lastShown, rows.length, loadMore]);

  const exportCsv = () => {
    if (!csvFileName) return;
    saveCsv(
      toCsv(
        rows,
        columns.filter((c) => c.csv !== false).map((c) => ({ header: c.header, value: c.value })),
      ),
      csvFileName,
    );
  };

  const modelRows = table.getRowModel().rows;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }} data-testid={testId}>
      {(toolbar || csvFileName) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
          {toolbar}
          {csvFileName && (
            <Button
              size="sm"
              variant="outlined"
              color="neutral"
              startDecorator={<Download size={16} />}
              disabled={rows.length === 0}
              onClick={exportCsv}
              sx={{ ml: 'auto' }}
            >
              {t('list.exportCsv')}
            </Button>
          )}
        </Box>
      )}
      <Sheet variant="outlined" sx={{ borderRadius: 'md', overflowX: 'auto', minWidth: 0 }}>
        <Box role="table" aria-label={label} aria-rowcount={rows.length + 1} sx={{ minWidth }}>
          {table.getHeaderGroups().map((group) => (
            <TableHeader
              key={group.id}
              headers={group.headers.map((header) => ({
                id: header.id,
                columnId: header.column.id,
                content: <table.FlexRender header={header} />,
              }))}
              columnsById={columnsById}
              template={template}
              sort={sort}
            />
          ))}
          <Box ref={scrollRef} sx={{ height, overflowY: 'auto', position: 'relative' }}>
            {rows.length === 0 ? (
              <EmptyBody status={status} onRetry={retry} emptyText={emptyText} skeletonRows={8} />
            ) : (
              // Focusable, so a keyboard can scroll rows that hold no link or button.
              <Box
                role="rowgroup"
                tabIndex={0}
                sx={{
                  position: 'relative',
                  '&:focus-visible': {
                    outline: '2px solid',
                    outlineColor: 'focusVisible',
                    outlineOffset: -2,
                  },
                }}
                style={{ height: spacerHeight }}
              >
                {modelRows.map((row, i) => {
                  const at = placed[i];
                  if (!at) return null;
                  return (
                    <TableRow
                      key={row.id}
                      original={row.original}
                      index={at.index}
                      top={at.top}
                      height={rowHeight}
                      template={template}
                      endColumns={endColumns}
                      cells={() => row.getAllCells()}
                      renderCell={(cell) => <table.FlexRender cell={cell} />}
                    />
                  );
                })}
              </Box>
            )}
          </Box>
        </Box>
      </Sheet>
      {rows.length > 0 && <PagingFooter status={status} onRetry={retry} onLoadMore={loadMore} />}
    </Box>
  );
}
