import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingAreas } from '@contract/desk-settings';
import {
  cancelSettingChange,
  deskSettingsKeys,
  getDeskSettings,
  type DeskSetting,
} from '@/api/desk-settings';
import { useFormatDateTime } from '@/components/date-text/date-text';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { ScheduleDialog } from './components/schedule-dialog';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useSettingText } from './use-setting-text';

/** /admin/settings: the company's settings by area, their values in effect and changes to come. */
export function SettingsScreen() {
  const { t } = useTranslation('desk-settings');
  const settings = useQuery({
    queryKey: deskSettingsKeys.list(),
    queryFn: ({ signal }) => getDeskSettings(signal),
  });
  const [open, setOpen] = useState<DeskSetting | null>(null);
  const { labelOf } = useSettingText();

  return (
    <ScreenPage title={t('title')} subtitle={t('subtitle')}>
      {settings.isError && <Alert color="danger">{t('loadFailed')}</Alert>}
      {settingAreas.map((area) => {
        const rows = settings.data?.filter((s) => s.area === area) ?? [];
        if (rows.length === 0) return null;
        return (
          <Card key={area} component="section" aria-labelledby={`area-${area}`}>
            <Typography level="title-lg" component="h2" id={`area-${area}`}>
              {t(`areas.${area}`)}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                columnGap: 3,
                // Short rows (the module switches) sit two abreast where there is room.
                gridTemplateColumns: {
                  xs: '1fr',
                  lg: area === 'modules' ? 'repeat(2, minmax(0, 1fr))' : '1fr',
                },
              }}
            >
              {rows.map((s) => (
                <SettingRow
                  key={s.key}
                  setting={s}
                  label={labelOf(s.key)}
                  onSchedule={() => setOpen(s)}
                />
              ))}
            </Box>
          </Card>
        );
      })}
      {open && (
        <ScheduleDialog setting={open} label={labelOf(open.key)} onClose={() => setOpen(null)} />
      )}
    </ScreenPage>
  );
}

function SettingRow({
  setting,
  label,
  onSchedule,
}: {
  setting: DeskSetting;
  label: string;
  onSchedule: () => void;
}) {
  const { t } = useTranslation('desk-settings');
  const formatDateTime = useFormatDateTime();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelSettingChange,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deskSettingsKeys.all });
      toast.success(t('cancelled'));
    },
    onError: (error) => toast.error(error.message),
  });
  const { helpOf, show } = useSettingText();
  const help = helpOf(setting.key);
  const helpId = `setting-help-${setting.key}`;
  return (
    <Box
      component="li"
      data-testid={`setting-${setting.key}`}
      sx={{
        display: 'grid',
        gap: 0.5,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        py: 1,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography level="title-sm">{label}</Typography>
        {help && (
          <Typography level="body-xs" textColor="text.tertiary" id={helpId}>
            {help}
          </Typography>
        )}
        <Typography level="body-sm" textColor="text.primary" data-testid="setting-value">
          {t('current', { value: show(setting, setting.value) })}
        </Typography>
        {setting.scheduled.map((c) => (
          <Box key={c.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography level="body-sm" color="primary">
              {t('scheduledLine', {
                value: show(setting, c.value),
                at: formatDateTime(c.effectiveFrom),
                by: c.createdBy,
              })}
            </Typography>
            <Button
              size="sm"
              variant="plain"
              color="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(c.id)}
            >
              {t('cancel')}
            </Button>
          </Box>
        ))}
      </Box>
      <Button
        size="sm"
        variant="outlined"
        onClick={onSchedule}
        aria-describedby={help ? helpId : undefined}
        sx={{ justifySelf: 'start' }}
      >
        {t('schedule')}
        <span style={visuallyHidden}> {label}</span>
      </Button>
    </Box>
  );
}
