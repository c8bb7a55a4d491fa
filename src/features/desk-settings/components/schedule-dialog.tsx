import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deskSettingsKeys,
  previewSettingChange,
  scheduleSettingChange,
  type DeskSetting,
  type SettingChangeInput,
} from '@/api/desk-settings';
import { firstFieldError } from '@/api/http';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormatDateTime } from '@/components/date-text/date-text';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { toast } from '@/components/toasts/toast';
import { isMalformedAmount, textToValue, unitOf, valueToText } from '../lib/setting-value';
import { useSettingText } from '../use-setting-text';

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value, rounded up to the minute so it is never too early. */
const toLocalInput = (iso: string) => {
  const d = new Date(Math.ceil(new Date(iso).getTime() / 60_000) * 60_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const toInstant = (local: string) => {
  const at = new Date(local);
  return local && !Number.isNaN(at.getTime()) ? at.toISOString() : local;
};

/** "Schedule a change": the new value, from when, and the server's preview of what it does. */
export function ScheduleDialog({
  setting,
  label,
  onClose,
}: {
  setting: DeskSetting;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('desk-settings');
  const formatDateTime = useFormatDateTime();
  const client = useQueryClient();
  const { helpOf, show: showOf } = useSettingText();
  const currency = useCurrencyFormat();
  const [text, setText] = useState(valueToText(setting, setting.value));
  const [from, setFrom] = useState(toLocalInput(setting.earliestFrom));
  const [malformed, setMalformed] = useState(false);
  const input = (): SettingChangeInput => ({
    key: setting.key,
    value: textToValue(setting, text),
    effectiveFrom: toInstant(from),
  });
  /** An amount that is no amount is named here; everything else the server checks. */
  const send = (mutate: (c: SettingChangeInput) => void) => {
    const bad = isMalformedAmount(setting, text);
    setMalformed(bad);
    if (!bad) mutate(input());
  };
  const preview = useMutation({ mutationFn: previewSettingChange });
  const schedule = useMutation({
    mutationFn: scheduleSettingChange,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deskSettingsKeys.all });
      toast.success(t('scheduled'));
      onClose();
    },
  });
  const error = schedule.error ?? preview.error;
  const errorOf = (field: string) =>
    field === 'value' && malformed ? t('dialog.amountFormat') : firstFieldError(error, field);
  const show = (v: unknown) => showOf(setting, v);
  const unit = unitOf(setting);
  // The amount is typed in the company's own currency: its symbol beside the field only when
  // that is the currency the desk shows amounts in (rate 1).
  const money = unit === 'money' && currency.value === 1;
  const help = helpOf(setting.key);
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setMalformed(false);
    preview.reset();
  };
  // The new value as it will read, under a typed field (a choice already reads as itself).
  const typed = textToValue(setting, text);
  const newLine =
    text.trim() === '' || isMalformedAmount(setting, text) || typeof typed === 'string'
      ? undefined
      : t('dialog.newValue', { value: show(typed) });
  const unitHint =
    setting.input.type === 'percentList'
      ? t('dialog.listHint')
      : unit === 'money'
        ? t('dialog.amountHint')
        : undefined;
  const valueField =
    setting.input.type === 'boolean' || setting.input.type === 'enum' ? (
      <SelectField
        name="value"
        label={t('dialog.value')}
        value={text}
        onChange={edit(setText)}
        error={errorOf('value')}
        options={
          setting.input.type === 'boolean'
            ? [
                { value: 'true', label: t('on') },
                { value: 'false', label: t('off') },
              ]
            : setting.input.options.map((o) => ({ value: o, label: show(o) }))
        }
      />
    ) : (
      <TextField
        name="value"
        label={t('dialog.value')}
        value={text}
        onChange={edit(setText)}
        error={errorOf('value')}
        hint={[unitHint, newLine].filter(Boolean).join(' ') || undefined}
        optional={setting.input.type !== 'percentList' && setting.input.nullable}
        slotProps={{
          input: { inputMode: setting.input.type === 'percentList' ? 'text' : 'decimal' },
        }}
        startDecorator={money && currency.symbolPosition === 'L' ? currency.symbol : undefined}
        endDecorator={
          money && currency.symbolPosition === 'R'
            ? currency.symbol
            : unit === 'percent'
              ? '%'
              : unit === 'days' || unit === 'hours'
                ? t(`dialog.${unit}`)
                : undefined
        }
      />
    );

  return (
    <Modal open onClose={onClose}>
      <ModalDialog sx={{ width: 'min(520px, 100%)', overflowY: 'auto' }}>
        <ModalClose aria-label={t('dialog.close')} />
        <DialogTitle component="h2">{label}</DialogTitle>
        <DialogContent>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!schedule.isPending) send(schedule.mutate);
            }}
          >
            <Box sx={{ display: 'grid', gap: 2 }}>
              {help && <Typography level="body-sm">{help}</Typography>}
              <Typography level="body-sm" data-testid="setting-current">
                {t('dialog.current', { value: show(setting.value) })}
              </Typography>
              {valueField}
              <TextField
                name="effective_from"
                label={t('dialog.from')}
                type="datetime-local"
                value={from}
                onChange={edit(setFrom)}
                error={errorOf('effective_from')}
                hint={t('dialog.earliest', { at: formatDateTime(setting.earliestFrom) })}
              />
              <FormAlert message={generalErrorMessage(error, ['key', 'value', 'effective_from'])} />
              {preview.data && (
                <Box
                  aria-live="polite"
                  data-testid="setting-preview"
                  sx={{ p: 1.5, borderRadius: 'sm', bgcolor: 'background.level1' }}
                >
                  <Typography level="body-sm">
                    {t('dialog.previewLine', {
                      old: show(preview.data.oldValue),
                      new: show(preview.data.newValue),
                      at: formatDateTime(preview.data.effectiveFrom),
                    })}
                  </Typography>
                  {preview.data.firstPeriod && (
                    <Typography level="body-sm">
                      {t('dialog.firstPeriod', { period: preview.data.firstPeriod })}
                    </Typography>
                  )}
                </Box>
              )}
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  loading={preview.isPending}
                  onClick={() => send(preview.mutate)}
                  data-testid="setting-preview-button"
                >
                  {t('dialog.preview')}
                </Button>
                <Button type="submit" loading={schedule.isPending} data-testid="setting-schedule">
                  {t('dialog.schedule')}
                </Button>
              </Box>
            </Box>
          </form>
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}
