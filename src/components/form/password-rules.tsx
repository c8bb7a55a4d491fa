import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { Check, Circle, ShieldAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PasswordRules as Rules } from '@/api/auth';
import { checkPassword } from '@/components/form/password-policy';
import { visuallyHidden } from '@/lib/visually-hidden';

/**
 * The password policy, ticked off as the member types. Only the server knows a common
 * password: once it refused this one as such (`rejectedAsCommon`), that line fails too.
 */
export function PasswordRules({
  password,
  rules,
  rejectedAsCommon = false,
}: {
  password: string;
  rules: Rules;
  rejectedAsCommon?: boolean;
}) {
  const { t } = useTranslation('auth');
  const checks = checkPassword(password, rules).filter(
    // "At most N" only matters once it is broken.
    (c) => c.id === 'minLength' || !c.met,
  );
  return (
    <List
      size="sm"
      sx={{ '--ListItem-minHeight': '1.5rem', '--ListItemDecorator-size': '1.5rem' }}
      data-testid="password-rules"
    >
      {checks.map((c) => (
        <ListItem key={c.id} sx={{ color: c.met ? 'success.plainColor' : 'text.tertiary' }}>
          <ListItemDecorator>
            {c.met ? <Check size={14} aria-hidden /> : <Circle size={10} aria-hidden />}
          </ListItemDecorator>
          <Typography level="body-xs" textColor="inherit">
            {t(`password.rules.${c.id}`, { count: c.count })}
          </Typography>
        </ListItem>
      ))}
      {rules.disallowCommon && (
        <ListItem
          sx={{ color: rejectedAsCommon ? 'danger.plainColor' : 'text.tertiary' }}
          data-testid="password-rule-not-common"
          data-failed={rejectedAsCommon || undefined}
        >
          <ListItemDecorator>
            {rejectedAsCommon ? <X size={14} aria-hidden /> : <ShieldAlert size={14} aria-hidden />}
          </ListItemDecorator>
          <Typography level="body-xs" textColor="inherit">
            {t('password.rules.notCommon')}
            {rejectedAsCommon && <span style={visuallyHidden}> {t('password.rules.failed')}</span>}
          </Typography>
        </ListItem>
      )}
    </List>
  );
}
