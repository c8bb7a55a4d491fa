import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_MEMBER } from '@workers/genealogy/protocol';
import type { PrintChoice, PrintPlan } from '../canvas/export-print';
import type { PaperName } from '../canvas/export-tiles';

/** A subtree the chart can start from: the view's root, or the member selected in it. */
export interface PrintRoot {
  key: 'root' | 'selected';
  /** The explorer's layout index. */
  index: number;
  /** Whom it is, as the member reads it. */
  label: string;
  /** Levels from it to the bottom of what the explorer has. */
  allLevels: number;
}

const papers: PaperName[] = ['a4', 'letter'];

/**
 * The printed org chart's choices (issue 33, item 5): from whom, how many levels, on which
 * paper; the pages it takes are shown before anything is made, worked out by the same plan
 * that makes them. The PDF is made in the browser (decision 052), so it waits for nothing
 * but the drawing.
 */
export function PrintDialog({
  roots,
  defaultLevels,
  preview,
  onPrint,
  onClose,
}: {
  roots: PrintRoot[];
  defaultLevels: number;
  preview: (choice: PrintChoice) => PrintPlan;
  onPrint: (choice: PrintChoice) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [rootKey, setRootKey] = useState<PrintRoot['key']>(roots[0]!.key);
  const root = roots.find((r) => r.key === rootKey) ?? roots[0]!;
  const [levelsText, setLevelsText] = useState(String(defaultLevels));
  const [paper, setPaper] = useState<PaperName>('a4');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const levelsId = useId();
  const parsed = Number(levelsText);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= root.allLevels;
  const levels = valid ? parsed : Math.min(Math.max(1, defaultLevels), root.allLevels);
  const choice: PrintChoice = { root: root.index, levels, paper };
  const plan = useMemo(
    () => preview({ root: root.index, levels, paper }),
    [preview, root.index, levels, paper],
  );
  const members = useMemo(() => {
    const l = plan.subtree.layout;
    let n = 0;
    for (let i = 0; i < l.count; i++) if (l.kind[i] === KIND_MEMBER) n++;
    return n;
  }, [plan]);

  const print = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onPrint(choice);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={busy ? undefined : onClose}>
      <ModalDialog
        aria-labelledby="print-dialog-title"
        data-testid="print-dialog"
        sx={{ width: 'min(520px, calc(100vw - 32px))', overflowY: 'auto' }}
      >
        <ModalClose aria-label={t('actions.close')} disabled={busy} />
        <DialogTitle id="print-dialog-title" component="h2">
          {t('genealogy.print.title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <FormControl>
            <FormLabel id="print-root-label">{t('genealogy.print.from')}</FormLabel>
            <RadioGroup
              value={rootKey}
              aria-labelledby="print-root-label"
              onChange={(e) => setRootKey(e.target.value as PrintRoot['key'])}
              sx={{ gap: 1 }}
            >
              {roots.map((r) => (
                <Radio
                  key={r.key}
                  value={r.key}
                  label={t(`genealogy.print.${r.key}`, { name: r.label })}
                  slotProps={{ input: { ...{ 'data-testid': `print-from-${r.key}` } } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl error={!valid}>
            <FormLabel htmlFor={levelsId}>{t('genealogy.print.levels')}</FormLabel>
            <Input
              type="number"
              value={levelsText}
              onChange={(e) => setLevelsText(e.target.value)}
              slotProps={{
                input: {
                  id: levelsId,
                  min: 1,
                  max: root.allLevels,
                  inputMode: 'numeric',
                  'aria-describedby': `${levelsId}-help`,
                  ...{ 'data-testid': 'print-levels' },
                },
              }}
              sx={{ minHeight: 44, maxWidth: 160 }}
            />
            <FormHelperText id={`${levelsId}-help`}>
              {t('genealogy.print.levelsHelp', { count: root.allLevels })}
            </FormHelperText>
          </FormControl>
          <FormControl>
            <FormLabel id="print-paper-label">{t('genealogy.print.paper')}</FormLabel>
            <RadioGroup
              orientation="horizontal"
              value={paper}
              aria-labelledby="print-paper-label"
              onChange={(e) => setPaper(e.target.value as PaperName)}
              sx={{ gap: 2 }}
            >
              {papers.map((p) => (
                <Radio
                  key={p}
                  value={p}
                  label={t(`genealogy.print.papers.${p}`)}
                  slotProps={{ input: { ...{ 'data-testid': `print-paper-${p}` } } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Typography
            level="body-sm"
            aria-live="polite"
            data-testid="print-summary"
            data-pages={plan.plan.tiles.length}
          >
            {t('genealogy.print.summary', {
              levels: plan.subtree.levels,
              members,
              count: plan.plan.tiles.length,
              rows: plan.plan.rows,
              cols: plan.plan.cols,
              orientation: t(`genealogy.print.orientation.${plan.plan.orientation}`),
            })}
          </Typography>
          {plan.cut && (
            <Alert color="warning" variant="soft" data-testid="print-cut">
              {t('genealogy.print.cut', { count: plan.subtree.levels })}
            </Alert>
          )}
          {failed && (
            <Alert color="danger" variant="soft" role="alert">
              {t('genealogy.print.failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button
            loading={busy}
            disabled={!valid}
            onClick={() => void print()}
            sx={{ minHeight: 44 }}
            data-testid="print-download"
          >
            {t('genealogy.print.download')}
          </Button>
          <Button
            variant="plain"
            color="neutral"
            onClick={onClose}
            disabled={busy}
            sx={{ minHeight: 44 }}
          >
            {t('actions.cancel')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
