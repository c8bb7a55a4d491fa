import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import { useRef, type ReactNode } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { SubmitButton } from '@/components/form/submit-button';
import {
  useFocusFirstError,
  useSubmitOnce,
  type SubmitResult,
} from '@/components/form/submit-once';

/** What a form's frame takes: its submit, the call's state and error, the button's words. */
export type FormFrameProps = {
  /** Returns the call's promise (`mutateAsync`) so a double click cannot send twice. */
  onSubmit: () => SubmitResult;
  /** The call is running: the button shows progress and another submit is ignored. */
  pending: boolean;
  /** The call's error; its messages for `shownFields` sit under them, any other above. */
  error: unknown;
  shownFields: readonly string[];
  submitLabel: string;
  pendingLabel: string;
  submitDisabled?: boolean;
  children: ReactNode;
};

export type FormCardProps = FormFrameProps & {
  /** What the form says before its error message (the current value, a state). */
  header?: ReactNode;
  /** Forms in a wide column stop at a readable width. */
  maxWidth?: number;
  testId?: string;
};

/**
 * A form on a card: the message for the whole form, its fields, and the submit button below
 * them. The fields show their own messages (a client check or the server's first one); after
 * a submit, the first field with a message takes the focus.
 */
export function FormCard(props: FormCardProps) {
  const form = useRef<HTMLFormElement>(null);
  const markSubmitted = useFocusFirstError(form, props.pending);
  const submit = useSubmitOnce(props.pending, () => {
    markSubmitted();
    return props.onSubmit();
  });
  return (
    <Card
      ref={form}
      variant="outlined"
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ gap: 2, maxWidth: props.maxWidth }}
      data-testid={props.testId}
    >
      {props.header}
      <FormAlert message={generalErrorMessage(props.error, props.shownFields)} />
      {props.children}
      <Box>
        <SubmitButton
          pending={props.pending}
          disabled={props.submitDisabled}
          label={props.submitLabel}
          pendingLabel={props.pendingLabel}
        />
      </Box>
    </Card>
  );
}
