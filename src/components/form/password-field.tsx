import IconButton from '@mui/joy/IconButton';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '@/components/form/field-frame';
import { TextField } from '@/components/form/text-field';

type Props = Omit<FieldProps, 'optional'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle. */
export function PasswordField(props: Props) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      // size=1: the box takes the row's width, never more (with the 44 px show/hide button
      // of a phone, a 20-character input widened the sign-in card past a 390 px screen).
      slotProps={{ input: { size: 1 } }}
      endDecorator={
        <IconButton
          variant="plain"
          size="sm"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
        >
          {visible ? <EyeOff size={18} /> : <Eye size={18} />}
        </IconButton>
      }
    />
  );
}
