import Box from '@mui/joy/Box';
import type { PasswordRules as Rules } from '@/api/auth';
import { PasswordField } from '@/components/form/password-field';
import { PasswordRules } from '@/components/form/password-rules';

/**
 * A new password with the policy shown as it is typed, and its confirmation. The field names
 * are the call's, so the server's first message per field lands under the right one.
 */
export function NewPasswordFields(props: {
  names: { password: string; confirmation: string };
  labels: { password: string; confirmation: string };
  rules: Rules | undefined;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const { names, labels } = props;
  return (
    <>
      <Box>
        <PasswordField
          name={names.password}
          label={labels.password}
          autoComplete="new-password"
          value={props.password}
          onChange={props.onPassword}
          error={props.errorOf(names.password)}
        />
        {props.rules && <PasswordRules password={props.password} rules={props.rules} />}
      </Box>
      <PasswordField
        name={names.confirmation}
        label={labels.confirmation}
        autoComplete="new-password"
        value={props.confirmation}
        onChange={props.onConfirmation}
        error={props.errorOf(names.confirmation)}
      />
    </>
  );
}
