import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DeskPage } from '@/components/desk/desk-page';
import { useOperator } from '@/components/desk/operator-context';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { deskHomePath } from '../session/post-login';
import { allowedDeskPages, descriptionKeyOf } from './desk-menu';

/** /admin: a card per desk screen this operator may use, in the menu's order. */
export function DeskHome({ pages }: { pages: readonly DeskPage[] }) {
  const { t } = useTranslation('desk');
  const operator = useOperator();
  const allowed = operator ? allowedDeskPages(pages, operator.permissions) : [];
  return (
    <ScreenPage
      title={t('home.title')}
      subtitle={operator ? t('home.greeting', { name: operator.fullName }) : undefined}
    >
      {allowed.length === 0 ? (
        <Typography level="body-md">{t('home.nothing')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          }}
        >
          {allowed.map(({ path, labelKey, icon: Icon }) => (
            <Card component="li" key={path} variant="outlined" data-desk-card={path}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Icon size={22} aria-hidden />
                <Typography level="title-md" component="h2">
                  {/* The whole card is the link's target area; the name is its text. */}
                  <Link
                    component={RouterLink}
                    to={`${deskHomePath}/${path}`}
                    overlay
                    underline="none"
                  >
                    {t(labelKey)}
                  </Link>
                </Typography>
              </Box>
              {/* A feature may leave its description out: the card then shows the name. */}
              <Typography level="body-sm">
                {t(descriptionKeyOf(labelKey), { defaultValue: '' })}
              </Typography>
            </Card>
          ))}
        </Box>
      )}
    </ScreenPage>
  );
}
