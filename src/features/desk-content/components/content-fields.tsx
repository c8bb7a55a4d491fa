import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/joy/Typography';
import { deskLanguages, translationKey, type ContentSection } from '@/api/desk-content';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import type { FieldBinding } from '@/components/form/use-form-fields';

type Props = {
  section: ContentSection;
  values: Record<string, string>;
  field: (name: string) => FieldBinding;
};

/** The editor's fields of one section; each shows the server's message under it. */
export function ContentFields({ section, values, field }: Props) {
  const { t } = useTranslation('desk-content');
  const label = (name: string) => t(`fields.${name}`);
  const text = (name: string, optional = false) => (
    <TextField {...field(name)} label={label(name)} optional={optional} />
  );
  const html = (
    <TextAreaField {...field('content')} label={label('content')} minRows={10} maxRows={24} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {section === 'stories' && (
        <SelectField
          {...field('kind')}
          label={label('kind')}
          options={[
            { value: 'article', label: t('types.article') },
            { value: 'video', label: t('types.video') },
          ]}
        />
      )}
      <SelectField
        {...field('language')}
        label={label('language')}
        options={[
          { value: 'en', label: 'English' },
          { value: 'es', label: 'Español' },
        ]}
      />
      {section === 'learnings' && text('course')}
      {text('title')}
      {section === 'events' ? (
        <TextAreaField
          {...field('description')}
          label={label('description')}
          minRows={4}
          optional
        />
      ) : (
        text('description', true)
      )}
      {section === 'stories' && (
        <>
          {values.kind === 'video' ? text('url') : html}
          {text('image_preview', true)}
        </>
      )}
      {section === 'events' && (
        <>
          <TextField {...field('start_date')} label={label('start_date')} type="datetime-local" />
          <TextField
            {...field('end_date')}
            label={label('end_date')}
            type="datetime-local"
            optional
          />
          {text('venue', true)}
          {text('online_url', true)}
          {text('image_preview', true)}
          {text('tag', true)}
          {deskLanguages
            .filter((lng) => lng !== values.language)
            .map((lng) => (
              <EventTranslationFields key={lng} language={lng} field={field} />
            ))}
        </>
      )}
      {section === 'learnings' && (
        <>
          <SelectField
            {...field('format')}
            label={label('format')}
            options={(['article', 'video', 'pdf'] as const).map((f) => ({
              value: f,
              label: t(`types.${f}`),
            }))}
          />
          {values.format === 'article' ? html : text('url')}
          <TextField {...field('sort_order')} label={label('sort_order')} type="number" />
        </>
      )}
    </Box>
  );
}

/** An event's texts in another language; left blank, members there read the event's own. */
function EventTranslationFields({
  language,
  field,
}: {
  language: string;
  field: (name: string) => FieldBinding;
}) {
  const { t } = useTranslation('desk-content');
  const name = t(`translation.languages.${language}`);
  return (
    <Box component="fieldset" sx={{ display: 'grid', gap: 2, border: 0, p: 0, m: 0 }}>
      <Typography component="legend" level="title-sm" sx={{ mb: 1 }}>
        {t('translation.heading', { language: name })}
      </Typography>
      <Typography level="body-sm">{t('translation.hint')}</Typography>
      <TextField
        {...field(translationKey('title', language))}
        label={t('translation.title', { language: name })}
        optional
      />
      <TextAreaField
        {...field(translationKey('description', language))}
        label={t('translation.description', { language: name })}
        minRows={3}
        optional
      />
      <TextField
        {...field(translationKey('venue', language))}
        label={t('translation.venue', { language: name })}
        optional
      />
    </Box>
  );
}
