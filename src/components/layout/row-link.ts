/**
 * A list row that is one link as tall as its row: children side by side, the text colour
 * kept, a shaded hover and the focus ring drawn inside the row.
 */
export const rowLinkSx = {
  display: 'flex',
  gap: 1.5,
  alignItems: 'center',
  height: '100%',
  px: 2,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'background.level1' },
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: 'focusVisible',
    outlineOffset: '-2px',
  },
} as const;

/** The same row as a button: the button's own border, fill, alignment and font undone. */
export const rowButtonSx = {
  ...rowLinkSx,
  width: '100%',
  border: 0,
  background: 'none',
  textAlign: 'left',
  color: 'text.primary',
  font: 'inherit',
  cursor: 'pointer',
} as const;
