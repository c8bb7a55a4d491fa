import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormHelperText from '@mui/joy/FormHelperText';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { FileText, Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFieldError } from '@/api/http';
import { attachmentLimits } from '@contract/messaging';
import { HiddenFileInput, limitValues } from '@/components/form/hidden-file-input';
import { uploadProblem } from '@/lib/upload-check';
import type { useAttachments } from './use-attachments';

/** The call that sends a message with its files: busy while pending, its error once failed. */
export type SendingCall = { isPending: boolean; error: unknown };

const headOf = async (f: File) => new Uint8Array(await f.slice(0, 16).arrayBuffer());

/**
 * Optional files of a message: the KYC rules checked here first (count, size, real type), the
 * server checks again and its message shows under the field. `progress` is 0..1 per file
 * while `call` sends the form.
 */
export function AttachmentPicker({
  attachments,
  call,
}: {
  attachments: ReturnType<typeof useAttachments>;
  call: SendingCall;
}) {
  const { files, setFiles: onChange, progress } = attachments;
  const disabled = call.isPending;
  const serverError = firstFieldError(call.error, 'attachments');
  const { t } = useTranslation('mail');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [local, setLocal] = useState<string | null>(null);

  const add = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const next = [...files, ...Array.from(list)];
    const problem = uploadProblem(
      await Promise.all(next.map(async (f) => ({ size: f.size, head: await headOf(f) }))),
    );
    setLocal(problem ? t(`fileProblems.${problem}`, limitValues(attachmentLimits)) : null);
    if (!problem) onChange(next);
  };
  const error = local ?? serverError ?? null;

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          startDecorator={<Paperclip size={16} aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={disabled || files.length >= attachmentLimits.maxFiles}
          aria-describedby={error ? errorId : undefined}
        >
          {t('attach')}
        </Button>
        <Typography level="body-xs" textColor="text.tertiary">
          {t('attachLimits', limitValues(attachmentLimits))}
        </Typography>
      </Box>
      <HiddenFileInput
        ref={input}
        multiple
        accept={attachmentLimits.mimeTypes.join(',')}
        aria-label={t('attach')}
        data-testid="attachment-input"
        onFiles={(list) => void add(list)}
      />
      {files.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {files.map((f, i) => (
            <Box
              component="li"
              key={`${f.name}-${i}`}
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <FileText size={18} aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography level="body-sm" noWrap>
                  {f.name}
                </Typography>
                {progress && (
                  <LinearProgress
                    determinate
                    value={Math.round((progress[i] ?? 0) * 100)}
                    aria-label={t('uploadProgress', { name: f.name })}
                    sx={{ mt: 0.5 }}
                  />
                )}
              </Box>
              <IconButton
                size="sm"
                variant="plain"
                disabled={disabled}
                aria-label={t('removeFile', { name: f.name })}
                onClick={() => {
                  setLocal(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
              >
                <X size={16} aria-hidden />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {error && (
        <FormHelperText id={errorId} sx={{ color: 'danger.plainColor' }} role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
