/** What a shared genealogy link carries: the viewed root and the selected member (ids). */
export interface ExplorerUrlState {
  root: number | null;
  node: number | null;
}

const memberId = (raw: string | null): number | null => {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
};

export function parseExplorerParams(params: URLSearchParams): ExplorerUrlState {
  return { root: memberId(params.get('root')), node: memberId(params.get('node')) };
}

/** A copy of `params` with root and node set (or removed); other parameters stay. */
export function writeExplorerParams(
  params: URLSearchParams,
  state: Partial<ExplorerUrlState>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['root', 'node'] as const) {
    if (!(key in state)) continue;
    const value = state[key];
    if (value === null || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
