import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  deskContentKeys,
  getEvent,
  getLearning,
  getStory,
  saveContent,
  stepContent,
  type ContentSection,
  type DeskEvent,
  type DeskLearning,
  type DeskStory,
} from '@/api/desk-content';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormFields } from '@/components/form/use-form-fields';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { ContentFields } from './components/content-fields';
import { StateChip } from './components/content-columns';
import { PreviewPane } from './components/preview-pane';
import { contentSections } from './lib/content-filters';
import { draftOf, previewRequest } from './lib/content-draft';

type Item = DeskStory | DeskEvent | DeskLearning;

const fetchOf = (section: ContentSection): ((id: number, signal?: AbortSignal) => Promise<Item>) =>
  section === 'stories' ? getStory : section === 'events' ? getEvent : getLearning;

/** /admin/content/:section/:id ('new' for a new item): the editor with its preview. */
export function ContentEditorScreen() {
  const { t, i18n } = useTranslation('desk-content');
  const params = useParams();
  const section = (contentSections as readonly string[]).includes(params.section ?? '')
    ? (params.section as ContentSection)
    : 'stories';
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const item = useQuery({
    queryKey: deskContentKeys.item(section, id ?? 0),
    queryFn: ({ signal }) => fetchOf(section)(id ?? 0, signal),
    enabled: id !== null,
  });
  if (id !== null && !item.data) {
    return (
      <ScreenPage title={t(`edit.${section}`)}>
        {item.isError ? <Alert color="danger">{t('notFound')}</Alert> : null}
      </ScreenPage>
    );
  }
  const language = i18n.language?.slice(0, 2) === 'es' ? 'es' : 'en';
  return (
    <ContentEditor
      key={`${section}-${id ?? 'new'}-${item.data?.updatedAt ?? ''}`}
      section={section}
      item={item.data ?? null}
      language={language}
    />
  );
}

function ContentEditor({
  section,
  item,
  language,
}: {
  section: ContentSection;
  item: Item | null;
  language: string;
}) {
  const { t } = useTranslation('desk-content');
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = (saved: Item) => {
    void client.invalidateQueries({ queryKey: deskContentKeys.all });
    client.setQueryData(deskContentKeys.item(section, saved.id), saved);
  };
  const save = useMutation({
    mutationFn: (values: Record<string, string>) => saveContent(section, item?.id ?? null, values),
    onSuccess: (saved) => {
      refresh(saved);
      toast.success(t('saved'));
      if (!item) void navigate(`../${section}/${saved.id}`, { replace: true });
    },
  });
  const step = useMutation({
    mutationFn: (s: 'publish' | 'withdraw') => stepContent(section, item!.id, s),
    onSuccess: (saved, s) => {
      refresh(saved);
      toast.success(t(s === 'publish' ? 'published' : 'withdrawn'));
    },
  });
  const form = useFormFields(draftOf(section, item, language), save.error);
  const general = generalErrorMessage(save.error ?? step.error, Object.keys(form.values));

  return (
    <ScreenPage
      title={item ? t(`edit.${section}`) : t(`new.${section}`)}
      subtitle={item ? <StateChip state={item.state} /> : t('newHint')}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to="../" variant="plain" size="sm">
          {t('back')}
        </Button>
        {item && item.state !== 'published' && (
          <Button
            size="sm"
            color="success"
            loading={step.isPending}
            onClick={() => step.mutate('publish')}
            data-testid="content-publish"
          >
            {t('actions.publish')}
          </Button>
        )}
        {item?.state === 'published' && (
          <Button
            size="sm"
            color="warning"
            loading={step.isPending}
            onClick={() => step.mutate('withdraw')}
            data-testid="content-withdraw"
          >
            {t('actions.withdraw')}
          </Button>
        )}
      </Box>
      {general && <FormAlert message={general} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!save.isPending) save.mutate(form.values);
          }}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <ContentFields section={section} values={form.values} field={form.field} />
            <SubmitButton
              pending={save.isPending}
              label={item ? t('actions.save') : t('actions.create')}
              pendingLabel={t('actions.saving')}
            />
          </Box>
        </form>
        <PreviewPane request={previewRequest(section, form.values)} />
      </Box>
    </ScreenPage>
  );
}
