import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { SUPPORTED_LANGUAGES } from '../providers/i18n';
import type { User } from '@/api/user';
import { useHeaderLanguageChoice } from './use-account-language';

/**
 * Switches the interface language (i18next caches it under i18nextLng, spec §9) and, for a
 * member (`user`), saves it as the account's language too (decision 044).
 */
export function LanguageSelect({ user }: { user?: User | undefined }) {
  const { t, current, choose } = useHeaderLanguageChoice(user);
  return (
    <Select
      size="sm"
      variant="plain"
      value={current}
      // The name holds the words on the button (WCAG 2.5.3 Label in Name): "Language: English".
      aria-label={`${t('shell.language')}: ${t(`shell.languages.${current}`)}`}
      onChange={(_e, value) => choose(value)}
      slotProps={{ button: { 'data-testid': 'language-select' } as Record<string, string> }}
      sx={{ minWidth: 110 }}
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <Option key={code} value={code}>
          {t(`shell.languages.${code}`)}
        </Option>
      ))}
    </Select>
  );
}
