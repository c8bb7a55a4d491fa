import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import { Check, Circle, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PasswordRules as Rules } from '@/api/auth';
import { checkPassword } from '@/components/form/password-policy';

/** The password policy, ticked off as the member types. */
export function PasswordRules({ password, rules }: { password: string; rules: Rules }) {
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
        <ListItem sx={{ color: 'text.tertiary' }}>
          <ListItemDecorator>
            <ShieldAlert size={14} aria-hidden />
          </ListItemDecorator>
          <Typography level="body-xs" textColor="inherit">
            {t('password.rules.notCommon')}
          </Typography>
        </ListItem>
      )}
    </List>
  );
}
