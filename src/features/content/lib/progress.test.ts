import { describe, expect, it } from 'vitest';
import { courseProgressPercent } from './progress';

describe('courseProgressPercent', () => {
  it('rounds the share of completed learnings', () => {
    expect(courseProgressPercent({ completedCount: 1, totalCount: 3 })).toBe(33);
    expect(courseProgressPercent({ completedCount: 2, totalCount: 3 })).toBe(67);
    expect(courseProgressPercent({ completedCount: 3, totalCount: 3 })).toBe(100);
  });

  it('stays within 0 and 100', () => {
    expect(courseProgressPercent({ completedCount: 0, totalCount: 0 })).toBe(0);
    expect(courseProgressPercent({ completedCount: 5, totalCount: 3 })).toBe(100);
  });
});
