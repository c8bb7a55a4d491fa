import Card from '@mui/joy/Card';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormats } from '@contract/account';
import { useDateLocale } from '@/components/date-text/date-text';
import { generalErrorMessage } from '@/components/form/form-errors';
import type { MemberPageProps } from '@/components/member-pages/member-pages';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';
import { toast } from '@/components/toasts/toast';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useSavePreferences } from './api/mutations';
import { AccountPage } from './components/account-page';

type Choice = { value: string; label: string; detail?: string };

/**
 * One preference as a list of choices, saved as soon as one is picked: the answer is the
 * fresh member, and the whole app follows at once (issue 12 point 6).
 */
function ChoicePage({
  title,
  subtitle,
  name,
  current,
  choices,
  save,
}: {
  title: string;
  subtitle: string;
  name: string;
  current: string;
  choices: Choice[];
  save: (value: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('account');
  // The choice shows at once; a refusal puts the saved one back (and a toast says why).
  const [pending, setPending] = useState<string | null>(null);
  return (
    <AccountPage title={title} subtitle={subtitle}>
      <RadioGroup
        name={name}
        value={pending ?? current}
        aria-label={title}
        onChange={(e) => {
          const value = e.target.value;
          setPending(value);
          void save(value)
            .then(() => toast.success(t('saved')))
            .catch(() => undefined)
            .finally(() => setPending(null));
        }}
        sx={{ gap: 1.5 }}
      >
        {choices.map((c) => (
          <Card key={c.value} variant={c.value === current ? 'soft' : 'outlined'} sx={{ p: 1.5 }}>
            <Radio
              value={c.value}
              label={c.label}
              overlay
              disabled={pending !== null}
              data-testid={`${name}-${c.value}`}
            />
            {c.detail && (
              <Typography level="body-xs" sx={{ pl: 3.5 }}>
                {c.detail}
              </Typography>
            )}
          </Card>
        ))}
      </RadioGroup>
    </AccountPage>
  );
}

function usePreferenceSaver() {
  const mutation = useSavePreferences();
  const { t } = useTranslation('account');
  return (change: Parameters<typeof mutation.mutateAsync>[0]) =>
    mutation.mutateAsync(change).catch((error: unknown) => {
      toast.error(generalErrorMessage(error, []) ?? t('loadError'));
      throw error;
    });
}

/** /member/account/language: the member's language, saved and applied to the interface. */
export function LanguagePage({ user }: MemberPageProps) {
  const { t, i18n } = useTranslation('account');
  const modules = useLoadedModules();
  const save = usePreferenceSaver();
  return (
    <ChoicePage
      title={t('sections.language')}
      subtitle={t('preferences.languageSubtitle')}
      name="language"
      current={user.language}
      choices={(modules?.languages ?? []).map((l) => ({
        value: l.code,
        label: l.nativeName,
        detail: l.name,
      }))}
      save={async (code) => {
        await save({ language: code });
        await i18n.changeLanguage(code);
      }}
    />
  );
}

/** /member/account/currency: every amount in the app is shown converted into this currency. */
export function CurrencyPage({ user }: MemberPageProps) {
  const { t, i18n } = useTranslation('account');
  const modules = useLoadedModules();
  const save = usePreferenceSaver();
  const lng = i18n.resolvedLanguage ?? 'en';
  return (
    <ChoicePage
      title={t('sections.currency')}
      subtitle={t('preferences.currencySubtitle')}
      name="currency"
      current={user.currency}
      choices={(modules?.currencies ?? []).map((c) => ({
        value: c.code,
        label: `${c.name} (${c.code})`,
        detail: t('preferences.currencyExample', { amount: formatMoney('1234.5', { ...c, lng }) }),
      }))}
      save={(code) => save({ currency: code })}
    />
  );
}

/** /member/account/date-format: how every date in the app is written. */
export function DateFormatPage({ user }: MemberPageProps) {
  const { t } = useTranslation('account');
  const locale = useDateLocale();
  const save = usePreferenceSaver();
  const today = new Date();
  return (
    <ChoicePage
      title={t('sections.dateFormat')}
      subtitle={t('preferences.dateSubtitle')}
      name="date_format"
      current={user.dateFormat}
      choices={dateFormats.map((f) => ({ value: f, label: formatDate(today, f, locale) }))}
      save={(format) => save({ dateFormat: format })}
    />
  );
}
