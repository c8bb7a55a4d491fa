import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Calendar, MessageSquare, Phone, StickyNote } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { logActivity, type Activity, type ActivityKind } from '@/api/crm';
import { isApiError } from '@/api/http';
import { DateText } from '@/components/date-text/date-text';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { submitOnce } from '@/components/form/submit-once';
import { activityKinds } from '@contract/crm';
import { crmKeys } from '../api/queries';

const icons: Record<ActivityKind, ReactNode> = {
  call: <Phone size={16} aria-hidden />,
  message: <MessageSquare size={16} aria-hidden />,
  meeting: <Calendar size={16} aria-hidden />,
  note: <StickyNote size={16} aria-hidden />,
  status: <ArrowRight size={16} aria-hidden />,
};

export function ActivityLine({ a, withLead = false }: { a: Activity; withLead?: boolean }) {
  const { t } = useTranslation('dashboard');
  const text =
    a.kind === 'status'
      ? t('crm.movedTo', { status: t(`crm.statuses.${a.toStatus ?? 'new'}`) }) +
        (a.body ? ` ${a.body}` : '')
      : a.body;
  return (
    <Box
      component="li"
      data-testid="activity"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <Box sx={{ color: 'primary.plainColor', mt: 0.25 }}>{icons[a.kind]}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography level="body-sm">
          {withLead && <strong>{a.lead.name}: </strong>}
          {text}
        </Typography>
        <Typography level="body-xs" textColor="text.tertiary">
          {t(`crm.kinds.${a.kind}`)} · <DateText value={a.createdAt} withTime />
        </Typography>
      </Box>
    </Box>
  );
}

/** What happened with the lead, newest first, and a form to log a call, message or meeting. */
export function LeadTimeline({ leadId, activities }: { leadId: number; activities: Activity[] }) {
  const { t } = useTranslation('dashboard');
  const client = useQueryClient();
  const [kind, setKind] = useState<Exclude<ActivityKind, 'status'>>('call');
  const [body, setBody] = useState('');
  const log = useMutation({
    mutationFn: () => logActivity(leadId, { kind, body }),
    onSuccess: (detail) => {
      client.setQueryData(crmKeys.lead(leadId), detail);
      void client.invalidateQueries({ queryKey: crmKeys.dashboard() });
      setBody('');
    },
  });
  const errorOf = (f: string) =>
    isApiError(log.error) ? log.error.fieldErrors[f]?.[0] : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography level="title-sm" component="h3">
        {t('crm.timeline')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submitOnce(log.isPending, () => log.mutate())}
        sx={{ display: 'grid', gap: 1 }}
      >
        <Box sx={{ maxWidth: 240 }}>
          <SelectField
            name="activity_kind"
            label={t('crm.activityKind')}
            value={kind}
            onChange={(v) => setKind(v as typeof kind)}
            options={activityKinds.map((k) => ({ value: k, label: t(`crm.kinds.${k}`) }))}
          />
        </Box>
        <TextAreaField
          name="activity_body"
          label={t('crm.whatHappened')}
          value={body}
          onChange={setBody}
          minRows={2}
          error={
            errorOf('body') ?? (log.error && !isApiError(log.error) ? log.error.message : undefined)
          }
        />
        <Box>
          <Button type="submit" size="sm" loading={log.isPending} data-testid="log-activity">
            {t('crm.logActivity')}
          </Button>
        </Box>
      </Box>
      {activities.length === 0 ? (
        <Typography level="body-sm">{t('crm.noActivity')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {activities.map((a) => (
            <ActivityLine key={a.id} a={a} />
          ))}
        </Box>
      )}
    </Box>
  );
}
