import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import { ChevronDown } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { detailPaddingPx } from './compact-columns';

const rowSx = {
  // The border sits inside the row height, so row tops and the spacer add up exactly.
  boxSizing: 'border-box',
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  display: 'grid',
  alignItems: 'center',
  borderBottom: '1px solid',
  borderColor: 'divider',
  '&:hover': { bgcolor: 'background.level1' },
} as const;
const cellSx = {
  typography: 'body-sm',
  px: 1.5,
  // A narrow table's few columns share little room: closer cells keep a status chip whole.
  '[data-compact] &': { px: 1 },
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // A link cell (a ticket's subject, an order's number) is cut with an ellipsis like a text
  // cell: Joy's inline-flex link would be clipped mid-letter instead.
  '& > .MuiLink-root': { display: 'inline' },
} as const;
const cellEndSx = { ...cellSx, textAlign: 'right' } as const;

type CellLike = { id: string; column: { id: string } };

/** A narrow table's row: its hidden columns open below the key ones. */
export type RowDetails = {
  expanded: boolean;
  /** Already translated: "Details". */
  label: string;
  toggle: () => void;
  /** The details' element id, unique in the document. */
  id: string;
  /** The open row's extra height. */
  extraHeight: number;
  /** Header: value lines of the hidden columns. */
  render: () => ReactNode;
};

const detailsSx = {
  gridColumn: '1 / -1',
  alignSelf: 'start',
  px: 1.5,
  pb: `${detailPaddingPx}px`,
  typography: 'body-sm',
  minWidth: 0,
} as const;

type Props<C extends CellLike> = {
  /** The row's data; a row whose data, place and columns are unchanged is not drawn again. */
  original: unknown;
  index: number;
  top: number;
  height: number;
  template: string;
  endColumns: ReadonlySet<string>;
  cells: () => C[];
  renderCell: (cell: C) => ReactNode;
  details?: RowDetails;
};

function TableRowView<C extends CellLike>({
  index,
  top,
  height,
  template,
  endColumns,
  cells,
  renderCell,
  details,
}: Props<C>) {
  const open = details?.expanded === true;
  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      data-expanded={details ? String(open) : undefined}
      // Per-row values go in style: as sx they would add a CSS rule per offset.
      style={{
        height: open ? height + details.extraHeight : height,
        transform: `translateY(${top}px)`,
        gridTemplateColumns: template,
        gridTemplateRows: open ? `${height - 1}px auto` : undefined,
      }}
      sx={rowSx}
    >
      {cells().map((cell) => (
        // A Box, not a Typography: a caller's own Typography inside stays a block.
        <Box key={cell.id} role="cell" sx={endColumns.has(cell.column.id) ? cellEndSx : cellSx}>
          {renderCell(cell)}
        </Box>
      ))}
      {details && (
        <Box role="cell" sx={{ display: 'flex', justifyContent: 'center' }}>
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label={details.label}
            aria-expanded={open}
            aria-controls={open ? details.id : undefined}
            data-testid="row-expand"
            onClick={details.toggle}
            sx={{ minHeight: 40, minWidth: 40 }}
          >
            <ChevronDown
              size={18}
              aria-hidden
              style={{
                transform: open ? 'rotate(180deg)' : undefined,
                transition: 'transform .15s',
              }}
            />
          </IconButton>
        </Box>
      )}
      {open && (
        <Box role="cell" id={details.id} data-testid="row-details" sx={detailsSx}>
          {details.render()}
        </Box>
      )}
    </Box>
  );
}

// Appending a page re-renders the table; rows already on screen stay as they are.
export const TableRow = memo(
  TableRowView,
  (a, b) =>
    a.original === b.original &&
    a.index === b.index &&
    a.top === b.top &&
    a.height === b.height &&
    a.template === b.template &&
    a.endColumns === b.endColumns &&
    a.details?.expanded === b.details?.expanded &&
    a.details?.label === b.details?.label &&
    a.details?.extraHeight === b.details?.extraHeight,
) as typeof TableRowView;
