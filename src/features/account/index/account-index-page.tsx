import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getPayoutSettings } from '@/api/payout';
import { getKycDetails } from '@/api/kyc';
import { kycKeys, payoutSettingsKeys } from '@/api/query-keys';
import { useFormatDate } from '@/components/date-text/date-text';
import type { MemberPageProps } from '@/components/member-pages/member-pages';
import { ColumnGrid } from '@/components/layout/column-grid';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';
import { accountSections, type AccountEntry } from './lib/account-sections';
import { entryIcons } from './entry-icons';

// Today's date shows what the chosen format looks like.
const today = new Date().toISOString();

/** /member/account: every settings page, grouped, with the current value where it helps (issue 12 point 12). */
export function AccountIndexPage({ user }: MemberPageProps) {
  const { t } = useTranslation('account');
  const modules = useLoadedModules();
  const formatDate = useFormatDate();
  const payoutSettings = useQuery({
    queryKey: payoutSettingsKeys.settings(),
    queryFn: ({ signal }) => getPayoutSettings(signal),
  });
  const kyc = useQuery({
    queryKey: kycKeys.details(),
    queryFn: ({ signal }) => getKycDetails(signal),
    enabled: modules?.modules.kyc ?? false,
  });
  const language = modules?.languages.find((l) => l.code === user.language);
  const currency = modules?.currencies.find((c) => c.code === user.currency);
  const sections = accountSections(modules?.modules ?? null, {
    fullName: user.fullName,
    email: user.email,
    languageName: language?.nativeName ?? language?.name,
    currencyLabel: currency ? `${currency.code} (${currency.symbol})` : user.currency,
    dateExample: formatDate(today),
    walletPasswordSet: payoutSettings.data?.walletPasswordSet,
    kycStatuses: kyc.data?.map((d) => d.status),
  });
  const valueText = (value: AccountEntry['value']) => {
    if (value === undefined || typeof value === 'string') return value;
    const parts = Array.isArray(value) ? value : [value];
    return parts.map((p) => t(p.i18nKey, { count: p.count })).join(', ');
  };

  return (
    <ScreenPage title={t('title')} subtitle={t('index.subtitle')}>
      <ColumnGrid columns={{ xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }}>
        {sections.map((section) => (
          <Card key={section.key} variant="outlined" sx={{ p: 0, overflow: 'hidden' }}>
            <Typography
              level="title-md"
              component="h2"
              id={`account-${section.key}`}
              sx={{ px: 2, pt: 1.5 }}
            >
              {t(`index.groups.${section.key}`)}
            </Typography>
            <List
              aria-labelledby={`account-${section.key}`}
              data-testid={`account-section-${section.key}`}
              sx={{ '--ListItem-minHeight': '52px', pb: 1 }}
            >
              {section.entries.map((entry, i) => {
                const Icon = entryIcons[entry.key];
                const value = valueText(entry.value);
                return (
                  <ListItem
                    key={entry.key}
                    sx={
                      i > 0 ? { borderTop: '1px solid', borderColor: 'divider', mx: 1 } : { mx: 1 }
                    }
                  >
                    <ListItemButton
                      component={Link}
                      to={`/member/${entry.path}`}
                      data-testid={`account-entry-${entry.key}`}
                    >
                      <ListItemDecorator>
                        <Icon size={20} aria-hidden />
                      </ListItemDecorator>
                      <ListItemContent>
                        <Typography level="title-sm">{t(`sections.${entry.key}`)}</Typography>
                        {value && (
                          <Typography level="body-sm" textColor="text.tertiary" noWrap>
                            {value}
                          </Typography>
                        )}
                      </ListItemContent>
                      <ChevronRight size={18} aria-hidden />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Card>
        ))}
      </ColumnGrid>
    </ScreenPage>
  );
}
