import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useResetPassword } from './api/mutations';
import { resetFieldsQueryOptions } from './api/queries';
import { AuthForm } from './components/auth-form';
import { NewPasswordFields, useNewPasswordCheck } from '@/components/form/new-password-fields';
import { useFormFields } from '@/components/form/use-form-fields';
import { readCodeFlowState, type CodeFlowState } from './lib/flow-state';

const shownFields = ['password', 'password_confirmation'];

/** Spec §2 /password/reset: a new password (policy shown and checked) with the checked code. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const { guard } = useDemoGuard();
  const flow = readCodeFlowState(location.state);
  const rules = useQuery(resetFieldsQueryOptions()).data?.passwordPolicy;
  const check = useNewPasswordCheck(rules);
  const reset = useResetPassword();
  const form = useFormFields({ password: '', password_confirmation: '' }, reset.error);
  if (!flow?.otp) return <Navigate to="/password/forgot" replace />;
  const otp = flow.otp;

  const submit = () => {
    const { password, password_confirmation: confirmation } = form.values;
    const c = check(password, confirmation);
    if (!form.accept({ password: c.password, password_confirmation: c.confirmation })) return;
    guard(() =>
      reset.mutate(
        { to: flow.to, otp, password, passwordConfirmation: confirmation },
        {
          onSuccess: () => {
            const state: CodeFlowState = { to: flow.to };
            void navigate('/password/reset/success', { state, replace: true });
          },
        },
      ),
    );
  };

  return (
    <AuthForm
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      onSubmit={submit}
      call={reset}
      shownFields={shownFields}
      submitLabel={t('reset.submit')}
      pendingLabel={t('reset.submitting')}
      footerLink={{ to: '/password/forgot', label: t('reset.newCode') }}
    >
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('password_confirmation')}
        labels={{ password: t('reset.newPassword'), confirmation: t('reset.confirmPassword') }}
        rules={rules}
      />
    </AuthForm>
  );
}
