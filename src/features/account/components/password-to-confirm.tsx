import { AccountLockedPanel } from '@/components/account-lock/account-locked-panel';
import { PasswordField } from '@/components/form/password-field';
import type { FieldBinding } from '@/components/form/use-form-fields';

/**
 * The password a change to the account asks for (bank details, the payout method, closing
 * the account), and, when too many wrong ones have locked the checks, the way to unlock them.
 */
export function PasswordToConfirm(props: {
  field: FieldBinding;
  label: string;
  hint?: string;
  /** The call the password goes with: its error may be the lock, and unlocking clears it. */
  call: { error: unknown; reset: () => void };
}) {
  const { call } = props;
  return (
    <>
      <PasswordField
        {...props.field}
        label={props.label}
        autoComplete="current-password"
        hint={props.hint}
      />
      <AccountLockedPanel error={call.error} target={null} onUnlocked={() => call.reset()} />
    </>
  );
}
