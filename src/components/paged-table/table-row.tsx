import Box from '@mui/joy/Box';
import { memo, type ReactNode } from 'react';

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
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
const cellEndSx = { ...cellSx, textAlign: 'right' } as const;

type CellLike = { id: string; column: { id: string } };

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
};

function TableRowView<C extends CellLike>({
  index,
  top,
  height,
  template,
  endColumns,
  cells,
  renderCell,
}: Props<C>) {
  return (
    <Box
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      // Per-row values go in style: as sx they would add a CSS rule per offset.
      style={{ height, transform: `translateY(${top}px)`, gridTemplateColumns: template }}
      sx={rowSx}
    >
      {cells().map((cell) => (
        // A Box, not a Typography: a caller's own Typography inside stays a block.
        <Box key={cell.id} role="cell" sx={endColumns.has(cell.column.id) ? cellEndSx : cellSx}>
          {renderCell(cell)}
        </Box>
      ))}
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
    a.endColumns === b.endColumns,
) as typeof TableRowView;
