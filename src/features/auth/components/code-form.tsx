import type { MutateOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeSentNote } from '@/components/form/code-sent-note';
import { toast } from '@/components/toasts/toast';
import { useCooldown } from '@/lib/use-cooldown';
import { AuthForm, type AuthFormProps } from './auth-form';

const RESEND_COOLDOWN_SECONDS = 60;

type SendCall<To, Answer> = {
  mutate: (to: To, options?: MutateOptions<Answer, unknown, To>) => void;
  isPending: boolean;
  error: unknown;
};

/**
 * Sending a code, and again: the call, the cooldown before the next resend (running from the
 * start when the previous screen has just sent one), and the toast that says a resend went.
 */
export function useCodeSender<To, Answer>(
  call: SendCall<To, Answer>,
  options: { justSent?: boolean; onSent?: (answer: Answer, to: To) => void } = {},
) {
  const { t } = useTranslation('auth');
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, options.justSent ?? false);
  const send = (to: To, again = false) =>
    call.mutate(to, {
      onSuccess: (answer) => {
        options.onSent?.(answer, to);
        cooldown.start();
        if (again) toast.success(t('otp.resent'));
      },
    });
  return { isPending: call.isPending, error: call.error, remaining: cooldown.remaining, send };
}

type Props = Pick<AuthFormProps, 'title' | 'subtitle' | 'onSubmit' | 'children'> &
  Partial<Pick<AuthFormProps, 'submitLabel' | 'pendingLabel' | 'shownFields'>> & {
    /** Where the code went. */
    sentTo: string;
    /** The call that checks the code: the button follows it, its messages show. */
    verify: { isPending: boolean; error: unknown };
    /** The call that sends it again (from useCodeSender), with its cooldown. */
    sender: { isPending: boolean; error: unknown; remaining: number };
    onResend: () => void;
    /** Beside the resend button: the way back to another email or number. */
    changeRecipient?: ReactNode;
  };

/** The step after a code was sent: where it went, its resend, the code, then "Verify". */
export function CodeForm({ sentTo, verify, sender, onResend, changeRecipient, ...frame }: Props) {
  const { t } = useTranslation('auth');
  return (
    <AuthForm
      submitLabel={t('otp.verify')}
      pendingLabel={t('otp.verifying')}
      shownFields={['otp']}
      {...frame}
      intro={
        <CodeSentNote
          sentTo={sentTo}
          remaining={sender.remaining}
          resendPending={sender.isPending}
          onResend={onResend}
          action={changeRecipient}
        />
      }
      call={{ isPending: verify.isPending, error: verify.error ?? sender.error }}
    />
  );
}
