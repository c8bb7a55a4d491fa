import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormHelperText from '@mui/joy/FormHelperText';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera, FileText, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFieldError, isApiError } from '@/api/http';
import type { KycCategory } from '@contract/model';
import { submitKyc } from '@/api/kyc';
import { kycKeys } from '@/api/query-keys';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { HiddenFileInput, limitValues } from '@/components/form/hidden-file-input';
import { toast } from '@/components/toasts/toast';
import { kycUploadLimits } from '@contract/kyc';
import { perFileProgress, uploadProblem } from '@/lib/upload-check';

type Picked = { file: File; preview: string | null };

const headOf = async (f: File) => new Uint8Array(await f.slice(0, 16).arrayBuffer());

/** One category: drop, pick or photograph files, see them, send them with a bar per file. */
export function UploadCard({ category, onDone }: { category: KycCategory; onDone: () => void }) {
  const { t } = useTranslation('account');
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  // Each button opens its hidden input: the file chooser, or the camera on a phone.
  const pickers = [
    { label: t('payouts.chooseFiles'), icon: <Upload size={18} aria-hidden />, input: picker },
    { label: t('payouts.takePhoto'), icon: <Camera size={18} aria-hidden />, input: camera },
  ];
  const client = useQueryClient();
  const { guard } = useDemoGuard();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [progress, setProgress] = useState<number[]>([]);
  const [local, setLocal] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const submit = useMutation({
    mutationFn: (files: File[]) =>
      submitKyc(category.id, files, (loaded, total) =>
        setProgress(
          perFileProgress(
            files.map((f) => f.size),
            loaded,
            total,
          ),
        ),
      ),
    onSuccess: () => {
      toast.success(t('payouts.kycSent'));
      setPicked([]);
      setProgress([]);
      onDone();
      return client.invalidateQueries({ queryKey: kycKeys.all });
    },
  });
  useEffect(
    () => () => picked.forEach((p) => p.preview && URL.revokeObjectURL(p.preview)),
    [picked],
  );

  const add = async (list: FileList | null) => {
    if (!list) return;
    const next = [...picked.map((p) => p.file), ...Array.from(list)];
    const problem = uploadProblem(
      await Promise.all(next.map(async (f) => ({ size: f.size, head: await headOf(f) }))),
    );
    setLocal(problem ? t(`payouts.problems.${problem}`, { max: kycUploadLimits.maxFiles }) : null);
    if (problem) return;
    submit.reset();
    setPicked(
      next.map((file) => ({
        file,
        preview: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
      })),
    );
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void add(e.dataTransfer.files);
  };
  const serverError =
    firstFieldError(submit.error, 'documents') ??
    firstFieldError(submit.error, 'category_id') ??
    (isApiError(submit.error) ? submit.error.message : null);
  const error = local ?? serverError;

  return (
    <Card variant="outlined" sx={{ gap: 1.5 }} data-testid={`upload-${category.id}`}>
      <Typography level="title-md" component="h3">
        {category.name}
      </Typography>
      {category.description && <Typography level="body-sm">{category.description}</Typography>}
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          border: '2px dashed',
          borderColor: over ? 'primary.500' : 'neutral.outlinedBorder',
          borderRadius: 'md',
          p: 2,
          display: 'grid',
          gap: 1,
          justifyItems: 'center',
          textAlign: 'center',
        }}
      >
        <Typography level="body-sm">{t('payouts.dropHere')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {pickers.map((p) => (
            <Button
              key={p.label}
              variant="outlined"
              startDecorator={p.icon}
              onClick={() => p.input.current?.click()}
            >
              {p.label}
            </Button>
          ))}
        </Box>
        <Typography level="body-xs" textColor="text.tertiary">
          {t('payouts.limits', limitValues(kycUploadLimits))}
        </Typography>
      </Box>
      <HiddenFileInput
        ref={picker}
        multiple
        accept={kycUploadLimits.mimeTypes.join(',')}
        aria-label={t('payouts.chooseFiles')}
        data-testid={`kyc-input-${category.id}`}
        onFiles={(list) => void add(list)}
      />
      <HiddenFileInput
        ref={camera}
        accept="image/*"
        capture="environment"
        aria-label={t('payouts.takePhoto')}
        onFiles={(list) => void add(list)}
      />
      {picked.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {picked.map((p, i) => (
            <Box
              key={`${p.file.name}-${i}`}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
              {p.preview ? (
                <img
                  src={p.preview}
                  alt=""
                  width={48}
                  height={48}
                  style={{ objectFit: 'cover', borderRadius: 6 }}
                />
              ) : (
                <FileText size={40} aria-hidden />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography level="body-sm" noWrap>
                  {p.file.name}
                </Typography>
                <LinearProgress
                  determinate
                  value={Math.round((progress[i] ?? 0) * 100)}
                  aria-label={t('payouts.progress', { name: p.file.name })}
                  sx={{ mt: 0.5 }}
                />
              </Box>
            </Box>
          ))}
          <Box>
            <Button
              loading={submit.isPending}
              onClick={() => guard(() => submit.mutate(picked.map((p) => p.file)))}
              data-testid={`kyc-send-${category.id}`}
            >
              {t('payouts.send')}
            </Button>
          </Box>
        </Box>
      )}
      {error && (
        <FormHelperText
          sx={{ color: 'danger.plainColor' }}
          role="alert"
          data-testid={`kyc-error-${category.id}`}
        >
          {error}
        </FormHelperText>
      )}
    </Card>
  );
}
