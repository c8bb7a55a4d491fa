import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { LogOut, Mail, Phone, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getAdminInfo } from '@/api/users';
import type { MemberPageProps } from '@/components/member-pages/member-pages';
import { ColumnGrid } from '@/components/layout/column-grid';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';
import { AccountPage } from './components/account-page';
import { DeleteAccountCard } from './components/delete-account-card';
import { SessionsCard } from './components/sessions-card';

/** /member/account/more: apps, policies, contacts, the version, sign out and closing the account. */
export function MorePage({ signOut }: MemberPageProps) {
  const { t } = useTranslation('account');
  const loaded = useLoadedModules();
  const modules = loaded?.modules;
  const admin = useQuery({
    queryKey: ['account', 'admin-info'],
    queryFn: ({ signal }) => getAdminInfo(signal),
  });
  const privacy = loaded?.demoInfo?.privacyPolicyUrl ?? null;
  const apps = [
    modules?.androidApp && modules.androidAppLink
      ? { label: t('more.android'), href: modules.androidAppLink }
      : null,
    modules?.iosApp && modules.iosAppLink
      ? { label: t('more.ios'), href: modules.iosAppLink }
      : null,
  ].filter((a): a is { label: string; href: string } => a !== null);
  const support =
    admin.data?.supportEmail ?? admin.data?.email ?? loaded?.company.supportEmail ?? null;
  const phone = admin.data?.phone ?? loaded?.company.phone ?? null;

  return (
    <AccountPage title={t('sections.more')} subtitle={t('more.subtitle')} wide>
      <ColumnGrid columns={{ xs: '1fr', md: '1fr 1fr' }}>
        <Card variant="outlined" sx={{ gap: 1 }}>
          <Typography level="title-md" component="h2">
            {t('more.contact', { company: admin.data?.companyName ?? loaded?.company.name ?? '' })}
          </Typography>
          {support && (
            <Link
              href={`mailto:${support}`}
              startDecorator={<Mail size={16} aria-hidden />}
              data-testid="support-email"
            >
              {support}
            </Link>
          )}
          {phone && (
            <Link
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              startDecorator={<Phone size={16} aria-hidden />}
            >
              {phone}
            </Link>
          )}
          {privacy && (
            <Link href={privacy} target="_blank" rel="noopener noreferrer">
              {t('more.privacy')}
            </Link>
          )}
        </Card>
        <Card variant="outlined" sx={{ gap: 1 }}>
          <Typography level="title-md" component="h2">
            {t('more.apps')}
          </Typography>
          {apps.length === 0 ? (
            <Typography level="body-sm">{t('more.noApps')}</Typography>
          ) : (
            apps.map((a) => (
              <Link
                key={a.href}
                href={a.href}
                target="_blank"
                rel="noopener noreferrer"
                startDecorator={<Smartphone size={16} aria-hidden />}
              >
                {a.label}
              </Link>
            ))
          )}
          <Typography level="body-sm" textColor="text.tertiary" data-testid="app-version">
            {t('more.version', { version: __APP_VERSION__ })}
          </Typography>
          <Box>
            <Button
              variant="outlined"
              startDecorator={<LogOut size={18} aria-hidden />}
              onClick={signOut}
              data-testid="more-sign-out"
            >
              {t('more.signOut')}
            </Button>
          </Box>
        </Card>
      </ColumnGrid>
      <SessionsCard />
      <DeleteAccountCard />
    </AccountPage>
  );
}
