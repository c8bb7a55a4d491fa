import type { PackageItem } from '@/api/home-standing';

type Packages = { currentPackageId: number | null; packages: PackageItem[] };

/**
 * The package one step above the current one in the company's order: the one the server's
 * price and PV differences refer to. A member without a package starts at the first one;
 * the top package (or an unknown current id) has none above it.
 */
export function nextPackageId(d: Packages): number | null {
  const sorted = [...d.packages].sort((a, b) => a.sortOrder - b.sortOrder);
  if (d.currentPackageId === null) return sorted[0]?.id ?? null;
  const at = sorted.findIndex((p) => p.id === d.currentPackageId);
  return at >= 0 ? (sorted[at + 1]?.id ?? null) : null;
}
