import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';
import type { PasswordRules as Rules } from '@/api/auth';
import { PasswordField } from '@/components/form/password-field';
import { meetsPasswordRules, saysTooCommon } from '@/components/form/password-policy';
import { PasswordRules } from '@/components/form/password-rules';
import type { FieldBinding } from '@/components/form/use-form-fields';

/**
 * A new password with the policy shown as it is typed, and its confirmation. The field names
 * are the call's, so the server's first message per field lands under the right one.
 */
export function NewPasswordFields(props: {
  password: FieldBinding;
  confirmation: FieldBinding;
  labels: { password: string; confirmation: string };
  rules: Rules | undefined;
}) {
  return (
    <>
      <Box>
        <PasswordField
          {...props.password}
          label={props.labels.password}
          autoComplete="new-password"
        />
        {props.rules && (
          <PasswordRules
            password={props.password.value}
            rules={props.rules}
            rejectedAsCommon={saysTooCommon(props.password.error)}
          />
        )}
      </Box>
      <PasswordField
        {...props.confirmation}
        label={props.labels.confirmation}
        autoComplete="new-password"
      />
    </>
  );
}

/**
 * The client checks of a new password and its confirmation: present, within the policy (when
 * it has loaded) and typed the same twice. The server checks them again.
 */
export function useNewPasswordCheck(rules: Rules | undefined) {
  const { t } = useTranslation(['validation', 'auth']);
  return (password: string, confirmation: string) => ({
    password:
      password === ''
        ? t('validation:required')
        : rules && !meetsPasswordRules(password, rules)
          ? t('auth:password.policyNotMet')
          : undefined,
    confirmation: confirmation !== password ? t('validation:passwordMismatch') : undefined,
  });
}
