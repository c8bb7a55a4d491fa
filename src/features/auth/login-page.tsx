import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../../api/auth';
import { firstFieldError, isApiError } from '../../api/http';
import { useLogin } from './api/mutations';

/**
 * Username + password login. The server's message for a field shows under that field
 * (spec §5); anything else shows above the form.
 */
export function LoginPage({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const mutation = useLogin(onSuccess);
  const error = mutation.error;
  const usernameError = firstFieldError(error, 'username');
  const passwordError = firstFieldError(error, 'password');
  const generalError =
    error && !usernameError && !passwordError
      ? isApiError(error)
        ? error.message
        : String(error)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate({ loginUsing: 'username', username: username.trim(), password });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography level="h3" component="h1">
          {t('login.title')}
        </Typography>
        <Typography level="body-sm">{t('login.subtitle')}</Typography>
      </Box>
      {generalError && (
        <Alert color="danger" variant="soft" role="alert">
          {generalError}
        </Alert>
      )}
      <FormControl error={Boolean(usernameError)} required>
        <FormLabel>{t('login.username')}</FormLabel>
        <Input
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        {usernameError && <FormHelperText>{usernameError}</FormHelperText>}
      </FormControl>
      <FormControl error={Boolean(passwordError)} required>
        <FormLabel>{t('login.password')}</FormLabel>
        <Input
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          endDecorator={
            <IconButton
              variant="plain"
              size="sm"
              onClick={() => setShowPassword((s) => !s)}
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
            >
              {showPassword ? <EyeOff size={18} /> : <Eye size={18} />}
            </IconButton>
          }
        />
        {passwordError && (
          <FormHelperText data-testid="password-error">{passwordError}</FormHelperText>
        )}
      </FormControl>
      <Button type="submit" loading={mutation.isPending} loadingPosition="start" size="lg">
        {mutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </Box>
  );
}
