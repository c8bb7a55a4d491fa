import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCannedAnswers, type CannedAnswer } from '@/api/desk-support';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { cannedLanguages } from '@contract/desk-support';
import { useDeleteCannedAnswer, useSaveCannedAnswer } from './api/mutations';
import { deskSupportKeys } from './api/queries';
import { CannedAnswerDialog } from './components/canned-answer-dialog';
import { CannedRow } from './components/canned-row';
import { DeleteCannedDialog } from './components/delete-canned-dialog';
import { FilterSelect } from './components/filter-select';
import { SupportNav } from './components/support-nav';

type Editing = { answer: CannedAnswer | null } | null;

/**
 * /admin/support/canned: the answers the desk inserts into a reply, written, rewritten and
 * removed here. The server keeps at most 200 a language, so the list comes whole and plain,
 * not a cursor page.
 */
export function CannedAnswersScreen() {
  const { t, i18n } = useTranslation('desk-support');
  const [language, setLanguage] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CannedAnswer | null>(null);
  const query = useQuery({
    queryKey: deskSupportKeys.cannedAnswers(),
    queryFn: ({ signal }) => getCannedAnswers(signal),
  });
  const save = useSaveCannedAnswer();
  const remove = useDeleteCannedAnswer();
  const newLanguage = language || (i18n.language.startsWith('es') ? 'es' : 'en');

  const edit = (answer: CannedAnswer | null) => {
    save.reset();
    setEditing({ answer });
  };
  const confirmDelete = (answer: CannedAnswer) => {
    remove.reset();
    setDeleting(answer);
  };

  return (
    <ScreenPage title={t('canned.title')} subtitle={t('canned.subtitle')} nav={<SupportNav />}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <FilterSelect
          label={t('canned.fields.language')}
          value={language}
          anyLabel={t('canned.anyLanguage')}
          options={cannedLanguages.map((l) => ({ value: l, label: t(`canned.languages.${l}`) }))}
          onChange={setLanguage}
          testId="canned-language"
        />
        <Button
          startDecorator={<Plus size={16} aria-hidden />}
          onClick={() => edit(null)}
          data-testid="canned-new"
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('canned.new')}
        </Button>
      </Box>
      <QueryState query={query} errorText={t('canned.loadError')} height={240}>
        {(all) => {
          const shown = language ? all.filter((a) => a.language === language) : all;
          return shown.length === 0 ? (
            <Typography level="body-md" data-testid="canned-empty">
              {t(language ? 'canned.emptyLanguage' : 'canned.empty')}
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t('canned.title')}
              data-testid="canned-list"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
            >
              {shown.map((a) => (
                <CannedRow
                  key={a.id}
                  answer={a}
                  onEdit={() => edit(a)}
                  onDelete={() => confirmDelete(a)}
                />
              ))}
            </Box>
          );
        }}
      </QueryState>
      {editing && (
        <CannedAnswerDialog
          answer={editing.answer}
          language={newLanguage}
          busy={save.isPending}
          error={save.error}
          onClose={() => setEditing(null)}
          onSave={(draft) =>
            save.mutate(
              { id: editing.answer?.id ?? null, draft },
              {
                onSuccess: () => {
                  toast.success(t(editing.answer ? 'canned.saved' : 'canned.created'));
                  setEditing(null);
                },
              },
            )
          }
        />
      )}
      {deleting && (
        <DeleteCannedDialog
          answer={deleting}
          busy={remove.isPending}
          error={remove.error}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(t('canned.deleted'));
                setDeleting(null);
              },
            })
          }
        />
      )}
    </ScreenPage>
  );
}
