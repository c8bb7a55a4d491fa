/** A course's completion as a whole percentage for its bar; an empty course is at 0. */
export function courseProgressPercent(course: { completedCount: number; totalCount: number }) {
  if (course.totalCount <= 0) return 0;
  return Math.round((Math.min(course.completedCount, course.totalCount) / course.totalCount) * 100);
}
