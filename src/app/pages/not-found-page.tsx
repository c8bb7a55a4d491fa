import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Card
      variant="soft"
      sx={{ maxWidth: 520, mx: 'auto', my: 4, textAlign: 'center', alignItems: 'center', gap: 1.5 }}
    >
      <Typography level="title-lg" component="h1">
        {t('pageNotFound.title')}
      </Typography>
      <Typography level="body-md">{t('pageNotFound.body')}</Typography>
      <Button component={Link} to="/">
        {t('app.goHome')}
      </Button>
    </Card>
  );
}
