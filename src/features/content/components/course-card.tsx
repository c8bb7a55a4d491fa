import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { CheckCircle2, FileText, FileType2, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course, Learning, LearningFormat } from '@/api/content';
import { courseProgressPercent } from '../lib/progress';

const formatIcons: Record<LearningFormat, ReactNode> = {
  article: <FileText size={20} aria-hidden />,
  video: <PlayCircle size={20} aria-hidden />,
  pdf: <FileType2 size={20} aria-hidden />,
};

function OpenAction({ item, onOpen }: { item: Learning; onOpen: () => void }) {
  const { t } = useTranslation('promotion');
  const label = t(`openAction.${item.format}`);
  // A PDF opens in a new tab as a link; the other formats open in the learning dialog.
  const pdfLink =
    item.format === 'pdf' && item.url
      ? ({ component: 'a', href: item.url, target: '_blank', rel: 'noopener' } as const)
      : {};
  return (
    <Button
      size="sm"
      variant="soft"
      {...pdfLink}
      onClick={onOpen}
      aria-label={`${label}: ${item.title}`}
      data-testid="learning-open"
    >
      {label}
    </Button>
  );
}

/** A course: its progress bar, then each learning with its state and actions. */
export function CourseCard({
  course,
  busy,
  onOpen,
  onComplete,
}: {
  course: Course;
  busy: boolean;
  onOpen: (item: Learning) => void;
  onComplete: (item: Learning) => void;
}) {
  const { t } = useTranslation('promotion');
  const percent = courseProgressPercent(course);
  const headingId = `course-${course.key}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={`course-${course.key}`}
      sx={{ gap: 1.5, minWidth: 0 }}
    >
      <Box>
        <Typography level="title-lg" component="h2" id={headingId}>
          {course.title}
        </Typography>
        {course.description && <Typography level="body-sm">{course.description}</Typography>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <LinearProgress
          determinate
          value={percent}
          thickness={8}
          color={percent === 100 ? 'success' : 'primary'}
          aria-label={t('courseProgress', { title: course.title })}
          aria-valuetext={t('progressText', {
            done: course.completedCount,
            total: course.totalCount,
          })}
          data-testid="course-progress"
          data-value={percent}
          sx={{ flex: 1 }}
        />
        <Typography level="body-sm" sx={{ whiteSpace: 'nowrap' }} data-testid="course-count">
          {t('progressText', { done: course.completedCount, total: course.totalCount })}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {course.items.map((item) => (
          <Box
            component="li"
            key={item.id}
            data-testid="learning-item"
            data-status={item.status}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: { xs: 'flex-start', sm: 'center' },
              flexWrap: { xs: 'wrap', sm: 'nowrap' },
              p: 1.25,
              borderRadius: 'sm',
              bgcolor: 'background.level1',
            }}
          >
            <Box sx={{ color: 'primary.plainColor', mt: { xs: 0.25, sm: 0 } }}>
              {formatIcons[item.format]}
            </Box>
            <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
              <Typography level="title-sm">{item.title}</Typography>
              {item.description && <Typography level="body-xs">{item.description}</Typography>}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {item.status === 'completed' ? (
                <Chip
                  size="sm"
                  color="success"
                  variant="soft"
                  startDecorator={<CheckCircle2 size={14} aria-hidden />}
                >
                  {t('status.completed')}
                </Chip>
              ) : (
                item.status === 'opened' && (
                  <Chip size="sm" variant="soft" color="warning">
                    {t('status.opened')}
                  </Chip>
                )
              )}
              <OpenAction item={item} onOpen={() => onOpen(item)} />
              {item.status !== 'completed' && (
                <Button
                  size="sm"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => onComplete(item)}
                  aria-label={`${t('markCompleted')}: ${item.title}`}
                  data-testid="learning-complete"
                >
                  {t('markCompleted')}
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
