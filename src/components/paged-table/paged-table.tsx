import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '@/components/charts/use-element-width';
import { detailLinePx, detailsHeight, fittingColumns } from './compact-columns';
import { saveCsv, toCsv } from './csv';
import { EmptyBody, PagingFooter } from './paging-footer';
import { TableHeader } from './table-header';
import { TableRow, type RowDetails } from './table-row';
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

// A narrow table's details button column.
const detailsColumnPx = 44;

/** A hidden column's header and value, one line of an open row's details. */
function DetailLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        // Label and value stay close on a wide table too.
        maxWidth: 520,
        gap: 1,
        height: detailLinePx,
        alignItems: 'center',
        '& > *': {
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        },
      }}
    >
      <Box component="span" sx={{ color: 'text.tertiary' }}>
        {label}
      </Box>
      <Box component="span">{children}</Box>
    </Box>
  );
}

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
  const { placed: virtualPlaced, spacerHeight: virtualHeight } = useVirtualRows(
    rows.length,
    rowHeight,
    scrollRef,
  );

  // Narrower than its columns (a phone, a tablet beside the menu), the table keeps its key
  // columns in view and puts the rest behind each row's details button, rather than hiding
  // the amount or the status off to the side.
  const [sheetRef, sheetWidth] = useElementWidth<HTMLDivElement>();
  const minWidth = columns.reduce((sum, c) => sum + (c.width ?? 140), 0);
  const compact = sheetWidth !== null && sheetWidth < minWidth;
  const shownColumns = useMemo(
    () =>
      compact && sheetWidth !== null
        ? fittingColumns(columns, sheetWidth, detailsColumnPx)
        : columns,
    [compact, sheetWidth, columns],
  );
  const hiddenColumns = useMemo(
    () => columns.filter((c) => !shownColumns.includes(c)),
    [columns, shownColumns],
  );
  const collapsible = compact && hiddenColumns.length > 0;
  const extraHeight = detailsHeight(hiddenColumns.length);

  // One row open at a time; the rows below it move down by its details' height.
  const [openRow, setOpenRow] = useState<{ id: string; index: number } | null>(null);
  const openRowData = openRow ? rows.at(openRow.index) : undefined;
  const openIndex =
    collapsible && openRow && openRowData !== undefined && getRowId(openRowData) === openRow.id
      ? openRow.index
      : null;
  const placed =
    openIndex === null
      ? virtualPlaced
      : virtualPlaced.map((p) => (p.index > openIndex ? { ...p, top: p.top + extraHeight } : p));
  const spacerHeight = virtualHeight + (openIndex === null ? 0 : extraHeight);
  const tableId = useId();
  const toggleRow = useCallback(
    (id: string, index: number) => setOpenRow((open) => (open?.id === id ? null : { id, index })),
    [],
  );

  // react-table models only the rows in view, so its work per frame does not grow with the list.
  const windowData = placed.map((p) => rows.at(p.index)).filter((r): r is T => r !== undefined);
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns(
      shownColumns.map((c) =>
        helper.accessor((row: T) => c.value(row), {
          id: c.id,
          header: c.header,
          cell: (info) => (c.cell ? c.cell(info.row.original) : (info.getValue() ?? '')),
        }),
      ),
    );
  }, [shownColumns]);
  const table = useTable({ features, columns: tableColumns, data: windowData, getRowId });

  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const endColumns = useMemo(
    () => new Set(columns.filter((c) => c.align === 'end').map((c) => c.id)),
    [columns],
  );
  const template = collapsible
    ? // Each row is its own grid, so the tracks are fixed shares (by the columns' widths), never
      // sized by content, which would differ from row to row.
      [...shownColumns.map((c) => `minmax(0, ${c.width ?? 140}fr)`), `${detailsColumnPx}px`].join(
        ' ',
      )
    : shownColumns.map((c) => `minmax(${c.width ?? 140}px, 1fr)`).join(' ');

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
      <Sheet
        ref={sheetRef}
        variant="outlined"
        sx={{ borderRadius: 'md', overflowX: 'auto', minWidth: 0 }}
        data-compact={compact ? 'true' : undefined}
      >
        <Box
          role="table"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          sx={{ minWidth: compact ? 0 : minWidth }}
        >
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
              detailsHeader={collapsible ? t('list.details') : undefined}
            />
          ))}
          {/* Always mounted, so the virtualizer and its resize observer keep one element; it
              takes no room while there are no rows, and the status below stands in its place. */}
          <Box
            ref={scrollRef}
            sx={{ height: rows.length === 0 ? 0 : height, overflowY: 'auto', position: 'relative' }}
          >
            {rows.length > 0 && (
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
                  const details: RowDetails | undefined = collapsible
                    ? {
                        expanded: at.index === openIndex,
                        id: `${tableId}-details-${at.index}`,
                        label: t('list.details'),
                        toggle: () => toggleRow(row.id, at.index),
                        extraHeight,
                        render: () =>
                          hiddenColumns.map((c) => (
                            <DetailLine key={c.id} label={c.header}>
                              {c.cell ? c.cell(row.original) : (c.value(row.original) ?? '')}
                            </DetailLine>
                          )),
                      }
                    : undefined;
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
                      details={details}
                    />
                  );
                })}
              </Box>
            )}
          </Box>
        </Box>
        {rows.length === 0 && (
          // Outside role=table: a table owns only rows, and the skeleton, the retry alert or
          // the empty message is none (an axe finding on an empty or failed list). Nor is it
          // a row of its own, which would read as the first data row.
          <Box sx={{ height, overflowY: 'auto' }}>
            <EmptyBody status={status} onRetry={retry} emptyText={emptyText} skeletonRows={8} />
          </Box>
        )}
      </Sheet>
      {rows.length > 0 && <PagingFooter status={status} onRetry={retry} onLoadMore={loadMore} />}
    </Box>
  );
}
