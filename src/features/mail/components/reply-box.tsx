import { useTranslation } from 'react-i18next';
import { replyToThread } from '@/api/mail';
import { ReplyForm } from '@/components/messages/reply-form';
import { toast } from '@/components/toasts/toast';
import { useMailRefresh } from '../api/queries';

/** The answer at the bottom of a conversation. */
export function ReplyBox({ threadId }: { threadId: number }) {
  const { t } = useTranslation('mail');
  const refresh = useMailRefresh();
  return (
    <ReplyForm
      testId="reply-form"
      labels={{ field: t('reply'), send: t('send'), sending: t('sending') }}
      send={(input, onProgress) => replyToThread(threadId, input, onProgress)}
      onSent={() => {
        toast.success(t('sentSuccess'));
        refresh();
      }}
    />
  );
}
