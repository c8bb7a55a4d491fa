import Button from '@mui/joy/Button';

/**
 * The form's submit button: shows progress while the call runs and cannot be pressed again
 * until it answers (the form's own handler also ignores a second submit).
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      loading={pending}
      loadingPosition="start"
      disabled={disabled || pending}
      aria-busy={pending}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}
