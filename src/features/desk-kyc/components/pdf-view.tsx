import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '@/components/charts/use-element-width';
import { useDebounced } from '@/lib/use-debounced';
import { pagesToShow } from '../lib/pdf-pages';
import type { PdfDocument } from '../pdf/pdf-document';

type Opened = { status: 'opening' } | { status: 'open'; doc: PdfDocument } | { status: 'failed' };

/** Loads pdf.js (its own chunk and worker) and parses the file; the document is destroyed on leaving. */
function usePdfDocument(blob: Blob): Opened {
  const [opened, setOpened] = useState<Opened>({ status: 'opening' });
  useEffect(() => {
    let left = false;
    let doc: PdfDocument | undefined;
    void (async () => {
      try {
        const [{ openPdf }, bytes] = await Promise.all([
          import('../pdf/pdf-document'),
          blob.arrayBuffer(),
        ]);
        const opening = await openPdf(new Uint8Array(bytes));
        if (left) return void opening.destroy();
        doc = opening;
        setOpened({ status: 'open', doc });
      } catch {
        if (!left) setOpened({ status: 'failed' });
      }
    })();
    return () => {
      left = true;
      void doc?.destroy();
    };
  }, [blob]);
  return opened;
}

type PageProps = {
  doc: PdfDocument;
  number: number;
  label: string;
  /** The card's width in CSS pixels; the page is drawn again when it settles on a new one. */
  width: number;
};

/** One page on a canvas, drawn by pdf.js at the card's width and named for screen readers. */
function PdfPage({ doc, number, label, width }: PageProps) {
  const { t } = useTranslation('desk-kyc');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const drawing = doc.drawPage(number, canvas.current, width, window.devicePixelRatio);
    drawing.done.then(
      (done) => done && setDrawn(true),
      () => setFailed(true),
    );
    return drawing.cancel;
  }, [doc, number, width]);
  if (failed)
    return (
      <Alert color="warning" variant="soft" role="alert">
        {t('files.pdfPageFailed', { page: number })}
      </Alert>
    );
  return (
    <Box
      component="canvas"
      ref={canvas}
      role="img"
      aria-label={label}
      data-testid="kyc-pdf-page"
      data-drawn={drawn || undefined}
      sx={{
        display: 'block',
        // Drawn in device pixels, shown at the card's width: the page keeps its proportions
        // while a resize settles, then is drawn sharp again.
        width: '100%',
        height: 'auto',
        // Paper stays white in the dark theme, as the member's printout was.
        bgcolor: '#fff',
        border: '1px solid',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'xs',
      }}
    />
  );
}

/**
 * A member's PDF drawn in the page with pdf.js: the first pages (lib/pdf-pages.ts) as canvases
 * as wide as the card. A file pdf.js cannot read gets an alert; the card's download stays.
 */
export function PdfView({ blob, fileName }: { blob: Blob; fileName: string }) {
  const { t } = useTranslation('desk-kyc');
  const opened = usePdfDocument(blob);
  const [box, measured] = useElementWidth<HTMLDivElement>();
  const width = useDebounced(measured, 150);
  const count = opened.status === 'open' ? opened.doc.pageCount : 0;
  const shown = pagesToShow(count);
  return (
    <Box ref={box} data-testid="kyc-file-pdf" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {opened.status === 'failed' ? (
        <Alert color="warning" variant="soft" role="alert" data-testid="kyc-pdf-failed">
          {t('files.pdfFailed')}
        </Alert>
      ) : opened.status === 'opening' || !width ? (
        <Skeleton variant="rectangular" height={320} aria-busy="true" />
      ) : (
        <>
          {shown < count && (
            <Typography level="body-sm" data-testid="kyc-pdf-capped">
              {t('files.pdfCapped', { shown, count })}
            </Typography>
          )}
          {Array.from({ length: shown }, (_, i) => (
            <PdfPage
              key={i + 1}
              doc={opened.doc}
              number={i + 1}
              width={width}
              label={t('files.pdfPage', { page: i + 1, count, name: fileName })}
            />
          ))}
        </>
      )}
    </Box>
  );
}
