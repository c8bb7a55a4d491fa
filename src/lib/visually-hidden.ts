/**
 * Styles that take an element out of sight but leave it to screen readers (the usual
 * "visually hidden" rule); usable as `style` or spread into `sx`.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
