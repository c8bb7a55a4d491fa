import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';

/** A failed load: what failed, the server's reason, and a way to try again. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="danger"
      variant="soft"
      role="alert"
      sx={{ flexWrap: 'wrap' }}
      endDecorator={
        <Button size="sm" variant="solid" color="danger" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      {title} {error.message}
    </Alert>
  );
}
