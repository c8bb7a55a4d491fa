import type { DownlineSearch, DownlineTree } from '@/api/users';

/** The search form as typed: strings, before any check. */
export type DownlineSearchForm = { keyword: string; levels: string; tree: DownlineTree };

export type DownlineSearchIssue = 'keywordRequired' | 'keywordTooLong' | 'levelsInvalid';

export type CheckedSearch =
  | { ok: true; tree: DownlineTree; search: DownlineSearch }
  | { ok: false; issues: Partial<Record<'keyword' | 'levels', DownlineSearchIssue>> };

/** The server's limits (contract/users.ts), checked here so a typo needs no round trip. */
export const keywordMaxLength = 100;
export const levelsMax = 10_000;

export function checkDownlineSearch(form: DownlineSearchForm): CheckedSearch {
  const keyword = form.keyword.trim();
  const levelsText = form.levels.trim();
  const issues: Partial<Record<'keyword' | 'levels', DownlineSearchIssue>> = {};
  if (keyword === '') issues.keyword = 'keywordRequired';
  else if (keyword.length > keywordMaxLength) issues.keyword = 'keywordTooLong';
  const levels = levelsText === '' ? undefined : Number(levelsText);
  if (levels !== undefined && !(Number.isInteger(levels) && levels >= 1 && levels <= levelsMax))
    issues.levels = 'levelsInvalid';
  if (issues.keyword || issues.levels) return { ok: false, issues };
  return {
    ok: true,
    tree: form.tree,
    search: levels === undefined ? { keyword } : { keyword, levels },
  };
}

/**
 * The submitted search lives in the URL (?q=&levels=&tree=), so a result list can be
 * reloaded and shared. Anything malformed there reads as no search.
 */
export function searchFromParams(
  params: URLSearchParams,
): { tree: DownlineTree; search: DownlineSearch } | null {
  const checked = checkDownlineSearch(formFromParams(params));
  return checked.ok ? { tree: checked.tree, search: checked.search } : null;
}

export function formFromParams(params: URLSearchParams): DownlineSearchForm {
  return {
    keyword: params.get('q') ?? '',
    levels: params.get('levels') ?? '',
    tree: params.get('tree') === 'placement' ? 'placement' : 'sponsor',
  };
}

export function paramsFromSearch(tree: DownlineTree, search: DownlineSearch): URLSearchParams {
  const params = new URLSearchParams({ q: search.keyword, tree });
  if (search.levels !== undefined) params.set('levels', String(search.levels));
  return params;
}
