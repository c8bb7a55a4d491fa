import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getBroadcastMute, setBroadcastMute } from '@/api/broadcast';
import { toast } from '@/components/toasts/toast';
import { mailKeys } from '../api/queries';

/** The member's switch for team broadcasts from the upline (decision 053); saves at once. */
export function BroadcastMuteSwitch() {
  const { t } = useTranslation('mail');
  const client = useQueryClient();
  const muted = useQuery({
    queryKey: mailKeys.broadcastMute(),
    queryFn: ({ signal }) => getBroadcastMute(signal),
  });
  const save = useMutation({
    mutationFn: setBroadcastMute,
    onSuccess: (value) => client.setQueryData(mailKeys.broadcastMute(), value),
    onError: (e) => toast.error(e.message),
  });
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', maxWidth: 420 }}>
      <Switch
        checked={save.isPending ? save.variables : (muted.data ?? false)}
        disabled={!muted.isSuccess || save.isPending}
        onChange={(e) => save.mutate(e.target.checked)}
        slotProps={{
          // A 44 px target for a finger (the track is 32 × 20): the action area reaches past
          // the track without moving it.
          action: { sx: { inset: '-12px -6px' } },
          input: {
            'aria-labelledby': 'broadcast-mute-label',
            'aria-describedby': 'broadcast-mute-hint',
          },
        }}
        data-testid="broadcast-mute"
      />
      <Box>
        <Typography level="title-sm" id="broadcast-mute-label">
          {t('broadcast.mute')}
        </Typography>
        <Typography level="body-xs" id="broadcast-mute-hint" textColor="text.tertiary">
          {t('broadcast.muteHint')}
        </Typography>
      </Box>
    </Box>
  );
}
