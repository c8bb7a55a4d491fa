import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';

/** GET /api/admin/me failed (not a 403): without permissions the desk cannot draw its menu. */
export function DeskLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(['desk', 'common']);
  return (
    <Alert
      color="danger"
      variant="soft"
      role="alert"
      endDecorator={
        <Button size="sm" color="danger" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {t('desk:loadError')} {message}
    </Alert>
  );
}
