/**
 * How much of the downline the explorer shows: the spec's four levels (fetched and expanded
 * node by node) or the whole organisation, streamed (issue 15). The member's choice is kept
 * in local storage; without one, small screens and slow links start with the four levels.
 */
export type ExplorerScope = 'levels' | 'whole';

const scopeStorageKey = 'genealogy_scope';

/** Below this width (CSS pixels) the four levels are the default: phones and tablets. */
const WHOLE_BY_DEFAULT_FROM = 1024;

export interface LinkHints {
  /** navigator.connection.effectiveType, when the browser tells it. */
  effectiveType?: string | undefined;
  saveData?: boolean | undefined;
}

export function defaultScope(width: number, link: LinkHints = {}): ExplorerScope {
  const slow = link.saveData === true || /^(slow-2g|2g|3g)$/.test(link.effectiveType ?? '');
  return width < WHOLE_BY_DEFAULT_FROM || slow ? 'levels' : 'whole';
}

export function parseScope(stored: string | null): ExplorerScope | null {
  return stored === 'levels' || stored === 'whole' ? stored : null;
}

/** The remembered choice, else the default for this screen and link. */
export function initialScope(): ExplorerScope {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(scopeStorageKey);
  } catch {
    // Storage refused (private mode): the default applies.
  }
  const connection = (navigator as Navigator & { connection?: LinkHints }).connection;
  return parseScope(stored) ?? defaultScope(window.innerWidth, connection ?? {});
}

export function rememberScope(scope: ExplorerScope) {
  try {
    localStorage.setItem(scopeStorageKey, scope);
  } catch {
    // Not remembered: the choice still holds for this visit.
  }
}
