import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CannedAnswer } from '@/api/desk-support';

/** One answer: its title and language, the start of its text, and what can be done to it. */
export function CannedRow({
  answer,
  onEdit,
  onDelete,
}: {
  answer: CannedAnswer;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('desk-support');
  return (
    <Sheet
      component="li"
      variant="outlined"
      data-testid={`canned-${answer.id}`}
      sx={{
        borderRadius: 'md',
        p: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography level="title-md" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {answer.title}
          </Typography>
          <Chip size="sm" variant="soft" lang={answer.language}>
            {t(`canned.languages.${answer.language}`, { defaultValue: answer.language })}
          </Chip>
        </Box>
        <Typography
          level="body-sm"
          lang={answer.language}
          sx={{
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {answer.body}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="sm"
          variant="outlined"
          startDecorator={<Pencil size={14} aria-hidden />}
          aria-label={t('canned.editOne', { title: answer.title })}
          onClick={onEdit}
          data-testid={`canned-edit-${answer.id}`}
        >
          {t('canned.edit')}
        </Button>
        <Button
          size="sm"
          variant="outlined"
          color="danger"
          startDecorator={<Trash2 size={14} aria-hidden />}
          aria-label={t('canned.deleteOne', { title: answer.title })}
          onClick={onDelete}
          data-testid={`canned-delete-${answer.id}`}
        >
          {t('canned.delete')}
        </Button>
      </Box>
    </Sheet>
  );
}
