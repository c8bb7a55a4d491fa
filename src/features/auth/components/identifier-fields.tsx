import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@contract/model';
import type { IdentifierState } from '../hooks/use-identifier';
import type { IdentifierMethod, IdentifierValues } from '../lib/identifier';
import { TextField } from '@/components/form/text-field';

// The country-code picker (a Joy Select with its popper) loads when a member picks mobile:
// the sign-in screen opens on username or email and stays within its bundle budget.
const MobileField = lazy(() =>
  import('@/components/form/mobile-field').then((m) => ({ default: m.MobileField })),
);

type Props<M extends IdentifierMethod> = {
  methods: readonly M[];
  identifier: IdentifierState<M>;
  /** Called after each edit of a value (a form clears its checks of those fields). */
  onEdit?: () => void;
  countries: readonly Country[];
  /** The first message per field: username, email, mobile (mobile_code folds into mobile). */
  errorFor: (field: string) => string | undefined;
};

/**
 * Who is signing in: username, email or mobile with its country code, as the company's
 * login_fields allow. The method switch only shows when there is a choice.
 */
export function IdentifierFields<M extends IdentifierMethod>(props: Props<M>) {
  const { t } = useTranslation('auth');
  const { values, setValues, method, setMethod } = props.identifier;
  const set = (patch: Partial<IdentifierValues>) => {
    setValues({ ...values, ...patch });
    props.onEdit?.();
  };
  // Username and email are typed in one text field; mobile has its country code too.
  const typed: 'username' | 'email' | null = method === 'mobile' ? null : method;
  return (
    <>
      {props.methods.length > 1 && (
        <ToggleButtonGroup
          aria-label={t('login.signInWith')}
          value={method}
          onChange={(_e, next) => next && setMethod(next as M)}
          buttonFlex={1}
          color="primary"
          size="sm"
        >
          {props.methods.map((m) => (
            <Button key={m} value={m} data-testid={`method-${m}`}>
              {t(`login.methods.${m}`)}
            </Button>
          ))}
        </ToggleButtonGroup>
      )}
      {typed && (
        // A field of its own per method (the key): switching starts the other one afresh.
        <TextField
          key={typed}
          name={typed}
          type={typed === 'email' ? 'email' : undefined}
          label={typed === 'email' ? t('fields.email') : t('login.username')}
          autoComplete={typed}
          value={values[typed]}
          onChange={(value) => set({ [typed]: value })}
          error={props.errorFor(typed)}
        />
      )}
      {method === 'mobile' && (
        <Suspense fallback={null}>
          <MobileField
            label={t('fields.mobile')}
            countries={props.countries}
            mobileCode={values.mobileCode}
            mobile={values.mobile}
            onMobileCodeChange={(mobileCode) => set({ mobileCode })}
            onMobileChange={(mobile) => set({ mobile })}
            error={props.errorFor('mobile') ?? props.errorFor('mobile_code')}
          />
        </Suspense>
      )}
    </>
  );
}
