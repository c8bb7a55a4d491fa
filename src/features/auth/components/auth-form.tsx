import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useRef, type ReactNode } from 'react';
import { useFocusFirstError, useSubmitOnce } from '@/components/form/submit-once';
import { FormAlert } from '@/components/form/form-alert';
import type { FormFrameProps } from '@/components/form/form-card';
import { generalErrorMessage } from '@/components/form/form-errors';
import { RouterLink } from '@/components/form/router-link';
import { SubmitButton } from '@/components/form/submit-button';
import { AuthHeading } from './auth-heading';

/**
 * A form of the public screens (sign-in, codes, password reset, demo request): its heading,
 * the message for the whole form, the fields, the submit button, then what follows it.
 */
export type AuthFormProps = Omit<FormFrameProps, 'pending' | 'error'> & {
  /** The call the form makes: the button follows its progress, the messages come from its error. */
  call: { isPending: boolean; error: unknown };
  title: string;
  subtitle?: ReactNode;
  /** What the form says between its heading and its error message (where a code went). */
  intro?: ReactNode;
  /** Under the button: other ways in, a panel. */
  after?: ReactNode;
  /** The centred link at the foot ("Back to sign in"). */
  footerLink?: { to: string; label: string };
};

export function AuthForm(props: AuthFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const markSubmitted = useFocusFirstError(form, props.call.isPending);
  const submit = useSubmitOnce(props.call.isPending, () => {
    markSubmitted();
    return props.onSubmit();
  });
  return (
    <Box ref={form} component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <AuthHeading title={props.title} subtitle={props.subtitle} />
      {props.intro}
      <FormAlert message={generalErrorMessage(props.call.error, props.shownFields)} />
      {props.children}
      <SubmitButton
        pending={props.call.isPending}
        disabled={props.submitDisabled}
        label={props.submitLabel}
        pendingLabel={props.pendingLabel}
      />
      {props.after}
      {props.footerLink && (
        <Typography level="body-sm" textAlign="center">
          <RouterLink to={props.footerLink.to}>{props.footerLink.label}</RouterLink>
        </Typography>
      )}
    </Box>
  );
}
