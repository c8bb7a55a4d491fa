import { describe, expect, it } from 'vitest';
import { roiDue } from './roi';

describe('ROI', () => {
  const pkg = { priceMinor: 10_000, roiPercent: 1.5, capPercent: 200 };

  it('pays the package rate of the price each period', () => {
    expect(roiDue({ ...pkg, paidMinor: 0 })).toBe(150);
  });

  it('cuts the last payment to what the cap leaves and pays nothing after it', () => {
    expect(roiDue({ ...pkg, paidMinor: 19_900 })).toBe(100);
    expect(roiDue({ ...pkg, paidMinor: 20_000 })).toBe(0);
    expect(roiDue({ ...pkg, paidMinor: 25_000 })).toBe(0);
  });

  it('pays nothing for a package without ROI', () => {
    expect(roiDue({ ...pkg, roiPercent: 0, paidMinor: 0 })).toBe(0);
  });
});
