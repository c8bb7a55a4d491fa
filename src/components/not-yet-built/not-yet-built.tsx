import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * An honest screen for a route whose area is not built yet: it says so plainly instead of
 * pretending, so nobody mistakes it for a finished page.
 */
export function NotYetBuilt({ area }: { area: string }) {
  const { t } = useTranslation('common');
  return (
    <Card
      variant="soft"
      sx={{ maxWidth: 560, mx: 'auto', my: 4, textAlign: 'center', alignItems: 'center', gap: 1.5 }}
    >
      <Construction aria-hidden size={40} />
      <Typography level="title-lg" component="h1">
        {t('notYetBuilt.title')}
      </Typography>
      <Typography level="body-md">{t('notYetBuilt.body', { area })}</Typography>
    </Card>
  );
}
