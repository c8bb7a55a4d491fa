import type { LearningStatus } from '../../contract/content';

/** A company course: its key is the same in every language. */
export type Course = { key: string; title: string; description: string | null };

export type Learning = {
  id: number;
  /** The same in every language: progress is stored by it. */
  slug: string;
  courseKey: string;
  format: 'article' | 'video' | 'pdf';
  title: string;
  description: string | null;
  content: string | null;
  url: string | null;
  updatedAt: Date;
};

export type LearningProgress = { openedAt: Date; completedAt: Date | null };

type LearningWithProgress = Learning & {
  status: LearningStatus;
  openedAt: Date | null;
  completedAt: Date | null;
};

export type CourseProgress = Course & {
  items: LearningWithProgress[];
  completedCount: number;
  totalCount: number;
};

function statusOf(progress: LearningProgress | undefined): LearningStatus {
  if (!progress) return 'not_started';
  return progress.completedAt ? 'completed' : 'opened';
}

/**
 * Groups a language's learnings under their courses, in the courses' order, with the
 * member's progress. A course without learnings in that language is left out.
 */
export function courseProgress(
  courses: Course[],
  learnings: Learning[],
  progress: Map<string, LearningProgress>,
): CourseProgress[] {
  return courses
    .map((course) => {
      const items = learnings
        .filter((l) => l.courseKey === course.key)
        .map((l) => {
          const p = progress.get(l.slug);
          return {
            ...l,
            status: statusOf(p),
            openedAt: p?.openedAt ?? null,
            completedAt: p?.completedAt ?? null,
          };
        });
      const completedCount = items.filter((i) => i.status === 'completed').length;
      return { ...course, items, completedCount, totalCount: items.length };
    })
    .filter((c) => c.totalCount > 0);
}
