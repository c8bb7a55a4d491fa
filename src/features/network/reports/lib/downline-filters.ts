import type { DownlineReportFilters } from '@/api/reports';
import { downlineCategories, type DownlineCategory } from '@contract/network';
import type { UrlPatch } from '@/components/paged-table/use-url-params';

const isCategory = (v: string | null): v is DownlineCategory =>
  v !== null && (downlineCategories as readonly string[]).includes(v);

/** The report's filters from the address bar; anything unreadable falls back to the default. */
export function readDownlineFilters(params: URLSearchParams): DownlineReportFilters {
  const category = params.get('category');
  const username = params.get('user')?.trim();
  const level = Number(params.get('level'));
  return {
    category: isCategory(category) ? category : 'all',
    username: username ? username : undefined,
    level: Number.isInteger(level) && level > 0 ? level : undefined,
    sort: params.get('sort') === 'asc' ? 'asc' : 'desc',
  };
}

export function downlineFiltersPatch(f: Partial<DownlineReportFilters>): UrlPatch {
  const patch: UrlPatch = {};
  if ('category' in f) patch.category = f.category === 'all' ? null : (f.category ?? null);
  if ('username' in f) patch.user = f.username?.trim() || null;
  if ('level' in f) patch.level = f.level ? String(f.level) : null;
  if ('sort' in f) patch.sort = f.sort === 'asc' ? 'asc' : null;
  return patch;
}
