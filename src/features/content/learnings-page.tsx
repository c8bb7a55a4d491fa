import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCourses, markLearning, type Course, type Learning } from '@/api/content';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { contentKeys } from './api/queries';
import { CourseCard } from './components/course-card';
import { LearningDialog } from './components/learning-dialog';

/**
 * /member/learnings: the company's training by course, each with the member's progress as
 * a bar. Opening a learning marks it opened; the member marks it completed (a video also
 * completes when it plays to the end). PDFs open in the browser's own viewer.
 */
export function LearningsPage() {
  const { t, i18n } = useTranslation('promotion');
  const lang = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  const client = useQueryClient();
  const key = contentKeys.courses(lang);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getCourses(lang, signal) });
  const [open, setOpen] = useState<Learning | null>(null);

  const mark = useMutation({
    mutationFn: ({ item, status }: { item: Learning; status: 'opened' | 'completed' }) =>
      markLearning(item.id, status, lang),
    onSuccess: (course, { status }) => {
      client.setQueryData<Course[]>(key, (courses) =>
        courses?.map((c) => (c.key === course.key ? course : c)),
      );
      if (status === 'completed') toast.success(t('completedToast'));
    },
    onError: () => toast.error(t('progressFailed')),
  });

  const record = (item: Learning, status: 'opened' | 'completed') => {
    // Opening a learning already opened or done changes nothing: no call.
    if (status === 'opened' && item.status !== 'not_started') return;
    if (status === 'completed' && item.status === 'completed') return;
    mark.mutate({ item, status });
  };

  // The dialog shows the learning as the cache now has it, so its status follows the marks.
  const current = open && query.data?.flatMap((c) => c.items).find((i) => i.id === open.id);

  return (
    <ScreenPage title={t('learnings')} subtitle={t('learningsSubtitle')}>
      <QueryState query={query} errorText={t('learningsLoadError')} skeletons={2}>
        {(courses) =>
          courses.length === 0 ? (
            <Typography level="body-md">{t('noLearnings')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
              {courses.map((course) => (
                <CourseCard
                  key={course.key}
                  course={course}
                  busy={mark.isPending}
                  onOpen={(item) => {
                    record(item, 'opened');
                    if (item.format !== 'pdf') setOpen(item);
                  }}
                  onComplete={(item) => record(item, 'completed')}
                />
              ))}
            </Box>
          )
        }
      </QueryState>
      {current && (
        <LearningDialog
          item={current}
          busy={mark.isPending}
          onClose={() => setOpen(null)}
          onComplete={() => record(current, 'completed')}
        />
      )}
    </ScreenPage>
  );
}
