import { navigate, type GenealogyLayout, type NavigationMove } from '@workers/genealogy/protocol';

export type KeyAction =
  | { type: 'move'; move: NavigationMove }
  | { type: 'root' }
  | { type: 'open' }
  | { type: 'zoom'; factor: number }
  | { type: 'fit' }
  /** The accessible alternatives: the neighbourhood list (L) and the tabular view (T). */
  | { type: 'list' }
  | { type: 'table' };

const moves: Record<string, NavigationMove> = {
  ArrowUp: 'parent',
  ArrowDown: 'firstChild',
  ArrowLeft: 'previousSibling',
  ArrowRight: 'nextSibling',
};

/**
 * The canvas keyboard map: arrows walk the tree, Enter opens details, +/- zoom, 0 fits, L
 * moves into the list of members around the focused one, T opens the tree as a table.
 */
export function keyAction(key: string): KeyAction | null {
  const move = moves[key];
  if (move) return { type: 'move', move };
  switch (key) {
    case 'Home':
      return { type: 'root' };
    case 'Enter':
    case ' ':
      return { type: 'open' };
    case '+':
    case '=':
      return { type: 'zoom', factor: 1.5 };
    case '-':
      return { type: 'zoom', factor: 1 / 1.5 };
    case '0':
      return { type: 'fit' };
    case 'l':
    case 'L':
      return { type: 'list' };
    case 't':
    case 'T':
      return { type: 'table' };
    default:
      return null;
  }
}

type Links = Pick<GenealogyLayout, 'count' | 'parent' | 'firstChild' | 'nextSibling'>;

/** Where focus goes for a move; it stays put when there is nowhere to go. */
export function focusAfter(layout: Links, focused: number, action: KeyAction): number {
  if (layout.count === 0) return -1;
  if (focused < 0 || focused >= layout.count) return 0;
  if (action.type === 'root') return 0;
  if (action.type !== 'move') return focused;
  const next = navigate(layout, focused, action.move);
  return next === -1 ? focused : next;
}
