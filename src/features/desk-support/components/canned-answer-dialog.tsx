import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CannedAnswerDraft } from '@/api/desk-canned-answers';
import type { CannedAnswer } from '@/api/desk-support';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { cannedLanguages, cannedTitleLimit, deskReplyLimit } from '@contract/desk-support';

const fields = ['title', 'language', 'body'];

/**
 * Writes a new canned answer, or rewrites `answer`; the server checks it, and each of its
 * messages sits under its field (a refusal about no field, above the form).
 */
export function CannedAnswerDialog({
  answer,
  language,
  busy,
  error,
  onClose,
  onSave,
}: {
  answer: CannedAnswer | null;
  /** The language a new answer starts in. */
  language: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (draft: CannedAnswerDraft) => void;
}) {
  const { t } = useTranslation('desk-support');
  const [draft, setDraft] = useState<CannedAnswerDraft>(() => ({
    title: answer?.title ?? '',
    body: answer?.body ?? '',
    language: answer?.language ?? language,
  }));
  const set = (patch: Partial<CannedAnswerDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSave(draft);
  };
  return (
    <Modal open onClose={onClose}>
      <ModalDialog
        aria-labelledby="canned-dialog-title"
        data-testid="canned-dialog"
        sx={{
          width: 'min(640px, 94vw)',
          overflowY: 'auto',
          // Joy writes a field's error in danger-500, too dark on the dark popup (under 4.5:1).
          '& .MuiFormControl-root.Mui-error': {
            '--FormHelperText-color': 'var(--joy-palette-danger-plainColor)',
          },
        }}
      >
        <DialogTitle id="canned-dialog-title" component="h2">
          {t(answer ? 'canned.editTitle' : 'canned.newTitle')}
        </DialogTitle>
        <form onSubmit={submit} noValidate>
          <Stack gap={2}>
            <FormAlert message={generalErrorMessage(error, fields)} />
            <TextField
              name="title"
              label={t('canned.fields.title')}
              value={draft.title}
              onChange={(title) => set({ title })}
              error={fieldMessage({}, error, 'title')}
              slotProps={{ input: { maxLength: cannedTitleLimit } }}
            />
            <SelectField
              name="language"
              label={t('canned.fields.language')}
              value={draft.language}
              onChange={(next) => set({ language: next })}
              options={cannedLanguages.map((l) => ({
                value: l,
                label: t(`canned.languages.${l}`),
              }))}
              error={fieldMessage({}, error, 'language')}
            />
            <TextAreaField
              name="body"
              label={t('canned.fields.body')}
              value={draft.body}
              onChange={(body) => set({ body })}
              minRows={6}
              maxLength={deskReplyLimit}
              error={fieldMessage({}, error, 'body')}
              hint={t('canned.bodyHint', { count: deskReplyLimit - draft.body.length })}
            />
            <DialogActions>
              <Button type="submit" loading={busy} data-testid="canned-save">
                {t('canned.save')}
              </Button>
              <Button variant="plain" color="neutral" onClick={onClose}>
                {t('canned.cancel')}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      </ModalDialog>
    </Modal>
  );
}
