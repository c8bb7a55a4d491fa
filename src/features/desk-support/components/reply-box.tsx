import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCannedAnswers, replyAsDesk, type DeskTicketDetail } from '@/api/desk-support';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { toast } from '@/components/toasts/toast';
import { deskReplyLimit } from '@contract/desk-support';
import { deskSupportKeys } from '../api/queries';
import { withCanned } from '../lib/canned';

/**
 * The desk's answer: a canned answer (the member's language first) may be inserted and
 * adapted; the server's message sits under the field.
 */
export function ReplyBox({
  ticket,
  onSaved,
}: {
  ticket: DeskTicketDetail;
  onSaved: (next: DeskTicketDetail) => void;
}) {
  const { t } = useTranslation('desk-support');
  const [body, setBody] = useState('');
  const canned = useQuery({
    queryKey: deskSupportKeys.cannedAnswers(),
    queryFn: ({ signal }) => getCannedAnswers(signal),
    staleTime: 5 * 60_000,
  });
  const answers = [...(canned.data ?? [])].sort(
    (a, b) =>
      Number(b.language === ticket.member.language) - Number(a.language === ticket.member.language),
  );
  const send = useMutation({
    mutationFn: () => replyAsDesk(ticket.id, body),
    onSuccess: (next) => {
      toast.success(t('replySent'));
      setBody('');
      onSaved(next);
    },
  });
  return (
    <Box
      component="form"
      aria-label={t('reply')}
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate();
      }}
      sx={{ display: 'grid', gap: 1 }}
      data-testid="desk-reply"
    >
      <FormAlert message={generalErrorMessage(send.error, ['body'])} />
      <Select
        placeholder={t('insertCanned')}
        value={null}
        onChange={(_e, id) => {
          const found = answers.find((a) => a.id === id);
          if (found) setBody((text) => withCanned(text, found.body));
        }}
        slotProps={{ button: { 'aria-label': t('insertCanned') } }}
        data-testid="desk-canned"
        sx={{ maxWidth: 420 }}
      >
        {answers.map((a) => (
          <Option key={a.id} value={a.id}>
            {a.title} ({a.language.toUpperCase()})
          </Option>
        ))}
      </Select>
      <TextAreaField
        name="body"
        label={t('reply')}
        value={body}
        onChange={setBody}
        maxLength={deskReplyLimit}
        error={fieldMessage({}, send.error, 'body')}
        hint={t('replyHint', { count: deskReplyLimit - body.length })}
      />
      <Box>
        <Button
          type="submit"
          loading={send.isPending}
          startDecorator={<Send size={16} aria-hidden />}
          data-testid="desk-reply-send"
        >
          {t('send')}
        </Button>
      </Box>
    </Box>
  );
}
