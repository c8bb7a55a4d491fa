import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type UrlPatch = Record<string, string | readonly string[] | null | undefined>;

/** Applies a patch to search params: null, undefined, '' and [] remove the name. */
export function patchSearchParams(current: URLSearchParams, patch: UrlPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(patch)) {
    next.delete(name);
    const values = typeof value === 'string' ? [value] : (value ?? []);
    for (const v of values) if (v !== '') next.append(name, v);
  }
  return next;
}

/**
 * Sort and filters live in the address bar so a view can be shared or bookmarked. Changes
 * replace the history entry: flipping filters should not fill the back button.
 */
export function useUrlParams(): [URLSearchParams, (patch: UrlPatch) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (patch: UrlPatch) =>
      setParams((current) => patchSearchParams(current, patch), { replace: true }),
    [setParams],
  );
  return [params, update];
}
