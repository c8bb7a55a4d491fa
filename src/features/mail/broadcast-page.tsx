import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { subjectLimit, messageBodyLimit } from '@contract/messaging';
import { countBroadcast, getBroadcasts, sendBroadcast } from '@/api/broadcast';
import { FormCard } from '@/components/form/form-card';
import { fieldMessage } from '@/components/form/form-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { useDebounced } from '@/lib/use-debounced';
import { mailKeys } from './api/queries';
import { BroadcastHistory } from './components/broadcast-history';
import { MailTabs } from './components/mail-tabs';
import { SegmentFields } from './components/segment-fields';
import {
  segmentFieldNames,
  segmentFromQuery,
  toSegment,
  type SegmentField,
} from './lib/segment-form';

const shownFields = [...segmentFieldNames, 'subject', 'body'];

/**
 * /member/mail/broadcast (issue 33 point 4): a message to a segment of the own downline. The
 * count of who it reaches follows the segment as it is edited, before anything is sent.
 */
export function BroadcastPage() {
  const { t } = useTranslation('mail');
  const client = useQueryClient();
  const [query] = useSearchParams();
  const [initial] = useState(() => ({ ...segmentFromQuery(query), subject: '', body: '' }));
  const history = useQuery({
    queryKey: mailKeys.broadcasts(),
    queryFn: ({ signal }) => getBroadcasts(signal),
  });
  const send = useMutation({
    mutationFn: sendBroadcast,
    onSuccess: (sent) => {
      toast.success(t('broadcast.sent', { count: sent.broadcast.recipientCount }));
      form.setValues((v) => ({ ...v, subject: '', body: '' }));
      void client.invalidateQueries({ queryKey: mailKeys.all });
    },
  });
  const form = useFormFields(initial, send.error);
  const segment = useDebounced(toSegment(form.values), 300);
  const counted = useQuery({
    queryKey: mailKeys.broadcastCount(segment),
    queryFn: ({ signal }) => countBroadcast(segment, signal),
    retry: false,
  });
  // A segment the count refuses shows the server's message under its field at once.
  const segmentField = (name: SegmentField, domName: string) => {
    const binding = form.field(name, domName);
    return { ...binding, error: binding.error ?? fieldMessage({}, counted.error, name) };
  };
  const allowance = counted.data?.allowance ?? history.data?.allowance;
  const recipients = counted.data?.recipientCount ?? 0;
  const submit = () => {
    const { subject, body } = form.values;
    const ok = form.accept({
      subject: subject.trim() === '' ? t('errors.subject') : undefined,
      body: body.trim() === '' ? t('errors.body') : undefined,
    });
    return ok ? send.mutateAsync({ segment: toSegment(form.values), subject, body }) : undefined;
  };
  return (
    <ScreenPage title={t('broadcast.title')} subtitle={t('broadcast.subtitle')} nav={<MailTabs />}>
      <Stack spacing={3}>
        <FormCard
          onSubmit={submit}
          pending={send.isPending}
          error={send.error}
          shownFields={shownFields}
          submitLabel={t('broadcast.send', { count: recipients })}
          pendingLabel={t('sending')}
          submitDisabled={counted.isSuccess && recipients === 0}
          maxWidth={760}
          testId="broadcast-form"
        >
          <SegmentFields field={segmentField} ranks={history.data?.ranks ?? []} />
          <Alert
            color={counted.isError ? 'danger' : 'primary'}
            variant="soft"
            role="status"
            aria-live="polite"
            data-testid="broadcast-count"
            data-count={counted.data?.recipientCount}
          >
            <Stack>
              <Typography fontWeight="lg">
                {counted.isError
                  ? t('broadcast.countFailed')
                  : counted.data
                    ? t('broadcast.reach', { count: counted.data.recipientCount })
                    : t('broadcast.counting')}
              </Typography>
              {counted.data && counted.data.mutedCount > 0 && (
                <Typography level="body-sm">
                  {t('broadcast.muted', { count: counted.data.mutedCount })}
                </Typography>
              )}
              {allowance && (
                <Typography level="body-sm" data-testid="broadcast-allowance">
                  {t('broadcast.allowance', {
                    count: allowance.remainingToday,
                    perDay: allowance.perDay,
                  })}
                </Typography>
              )}
            </Stack>
          </Alert>
          <TextField
            {...form.field('subject')}
            label={t('subject')}
            slotProps={{ input: { maxLength: subjectLimit } }}
          />
          <TextAreaField
            {...form.field('body')}
            label={t('message')}
            hint={t('plainTextHint')}
            minRows={6}
            maxLength={messageBodyLimit}
          />
        </FormCard>
        <BroadcastHistory items={history.data?.items ?? []} />
      </Stack>
    </ScreenPage>
  );
}
