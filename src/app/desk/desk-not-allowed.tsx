import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deskHomePath } from '../session/post-login';

/**
 * A desk screen the operator lacks the permission for: said plainly, not drawn empty (its
 * calls would answer 403). The page's own heading, so focus and title work as anywhere.
 */
export function DeskNotAllowed() {
  const { t } = useTranslation('desk');
  return (
    <Card
      variant="soft"
      color="warning"
      data-testid="desk-not-allowed"
      sx={{ maxWidth: 560, mx: 'auto', my: 4, textAlign: 'center', alignItems: 'center', gap: 1.5 }}
    >
      <ShieldOff size={32} aria-hidden />
      <Typography level="title-lg" component="h1">
        {t('notAllowed.title')}
      </Typography>
      <Typography level="body-md">{t('notAllowed.body')}</Typography>
      <Button component={Link} to={deskHomePath}>
        {t('notAllowed.home')}
      </Button>
    </Card>
  );
}

/** A path under /admin that is no desk screen. */
export function DeskNotFound() {
  const { t } = useTranslation(['desk', 'common']);
  return (
    <Card
      variant="soft"
      data-testid="desk-not-found"
      sx={{ maxWidth: 560, mx: 'auto', my: 4, textAlign: 'center', alignItems: 'center', gap: 1.5 }}
    >
      <Typography level="title-lg" component="h1">
        {t('common:pageNotFound.title')}
      </Typography>
      <Typography level="body-md">{t('desk:notFound')}</Typography>
      <Button component={Link} to={deskHomePath}>
        {t('notAllowed.home')}
      </Button>
    </Card>
  );
}
