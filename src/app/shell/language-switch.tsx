import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import { SUPPORTED_LANGUAGES } from '../providers/i18n';
import { useLanguageChoice } from './use-language-choice';

/**
 * The public screens' language choice: one button per language, each named in its own
 * language. Lighter than the member shell's select (no popper, no listbox), so the sign-in
 * screen stays within its bundle budget; with two languages a pair of buttons is also one
 * tap instead of two. i18next caches the choice under i18nextLng (spec §9), and the account
 * adopts it at the next sign-in (decision 044).
 */
export function LanguageSwitch() {
  const { t, current, choose } = useLanguageChoice({ signedOut: true });
  return (
    <ToggleButtonGroup
      size="sm"
      variant="plain"
      aria-label={t('shell.language')}
      value={current}
      onChange={(_event, value) => choose(value)}
      data-testid="language-switch"
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <Button key={code} value={code} lang={code}>
          {t(`shell.languages.${code}`)}
        </Button>
      ))}
    </ToggleButtonGroup>
  );
}
