import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';

type Props = {
  name?: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
  hint?: string;
};

/** A six-digit one-time code: digits only, offered by the phone's keyboard and autofill. */
export function OtpField({ name = 'otp', label, onChange, ...rest }: Props) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      name={name}
      label={label ?? t('fields.otp')}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
      autoComplete="one-time-code"
      slotProps={{
        input: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 6,
          style: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
        },
      }}
      {...rest}
    />
  );
}
