import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormHelperText from '@mui/joy/FormHelperText';
import Typography from '@mui/joy/Typography';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFieldError, isApiError } from '@/api/http';
import type { User } from '@/api/user';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { toast } from '@/components/toasts/toast';
import { avatarLimits } from '@contract/account';
import { useRemoveAvatar, useUploadAvatar } from '../api/mutations';

/** The member's picture: upload one (the server makes the thumbnail) or remove it. */
export function AvatarCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const { guard } = useDemoGuard();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [local, setLocal] = useState<string | null>(null);
  const error =
    local ??
    firstFieldError(upload.error, 'avatar') ??
    (isApiError(upload.error) ? upload.error.message : null) ??
    (isApiError(remove.error) ? remove.error.message : null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setLocal(null);
    // The server decides by the bytes; this only spares a pointless upload of a huge file.
    if (file.size > avatarLimits.maxFileBytes) {
      setLocal(t('profile.avatarTooLarge'));
      return;
    }
    guard(() => upload.mutate(file, { onSuccess: () => toast.success(t('profile.avatarSaved')) }));
  };

  return (
    <Card
      variant="outlined"
      sx={{ flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' }, gap: 2 }}
    >
      <Avatar
        src={user.avatar ?? undefined}
        alt=""
        sx={{ '--Avatar-size': '88px', fontSize: 'xl2' }}
        data-testid="profile-avatar"
      >
        {user.firstName[0]}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 1, flex: 1 }}>
        <Typography level="title-md" component="h2">
          {t('profile.avatarTitle')}
        </Typography>
        <Typography level="body-sm" textColor="text.tertiary">
          {t('profile.avatarHelp')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            startDecorator={<ImageUp size={18} aria-hidden />}
            loading={upload.isPending}
            disabled={upload.isPending || remove.isPending}
            onClick={() => input.current?.click()}
          >
            {user.avatar ? t('profile.changeAvatar') : t('profile.uploadAvatar')}
          </Button>
          {user.avatar && (
            <Button
              variant="outlined"
              color="danger"
              startDecorator={<Trash2 size={18} aria-hidden />}
              loading={remove.isPending}
              disabled={upload.isPending || remove.isPending}
              onClick={() => guard(() => remove.mutate())}
            >
              {t('profile.removeAvatar')}
            </Button>
          )}
        </Box>
        <input
          ref={input}
          type="file"
          name="avatar"
          accept={avatarLimits.mimeTypes.join(',')}
          hidden
          data-testid="avatar-input"
          aria-label={t('profile.uploadAvatar')}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {error && (
          <FormHelperText
            sx={{ color: 'danger.plainColor' }}
            data-testid="avatar-error"
            role="alert"
          >
            {error}
          </FormHelperText>
        )}
      </Box>
    </Card>
  );
}
