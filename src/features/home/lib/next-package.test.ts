import { describe, expect, it } from 'vitest';
import type { PackageItem } from '@/api/home-standing';
import { nextPackageId } from './next-package';

const pkg = (id: number, sortOrder: number): PackageItem => ({
  id,
  name: `P${id}`,
  status: 1,
  sku: `SKU${id}`,
  sortOrder,
  price: '1.00',
  bv: 1,
  expiry: 365,
  image: null,
  description: null,
  maxLevels: null,
  directBonus: 0,
  roiBonus: 0,
});
// Listed out of order on purpose: the sort order decides, not the list position or the id.
const packages = [pkg(3, 3), pkg(1, 1), pkg(9, 2), pkg(4, 4)];

describe('nextPackageId', () => {
  it('is the package after the current one in sort order', () => {
    expect(nextPackageId({ currentPackageId: 1, packages })).toBe(9);
    expect(nextPackageId({ currentPackageId: 9, packages })).toBe(3);
  });

  it('is none at the top package or for an unknown package', () => {
    expect(nextPackageId({ currentPackageId: 4, packages })).toBeNull();
    expect(nextPackageId({ currentPackageId: 77, packages })).toBeNull();
  });

  it('is the first package for a member without one', () => {
    expect(nextPackageId({ currentPackageId: null, packages })).toBe(1);
    expect(nextPackageId({ currentPackageId: null, packages: [] })).toBeNull();
  });
});
