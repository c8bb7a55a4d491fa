import Alert from '@mui/joy/Alert';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

// The server names this refusal by the client's translation key (demo mode, spec §6).
const demoRefusal = 'featureUnavailableInDemo';

/** A message for the whole form (not one field): a refused login, a rate limit, a lost connection. */
export function FormAlert({ message }: { message: string | null }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <Alert
      color="danger"
      variant="soft"
      role="alert"
      data-testid="form-error"
      startDecorator={<CircleAlert size={18} aria-hidden />}
    >
      {message === demoRefusal ? t('errors.featureUnavailableInDemo') : message}
    </Alert>
  );
}
