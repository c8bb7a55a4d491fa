import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getDeskKycFile, type DeskKycFile } from '@/api/desk-kyc';
import { saveFile } from '@/lib/save-file';
import { deskKycKeys } from '../api/queries';
import { fileSizeText } from '../lib/queue-filter';
import { PdfView } from './pdf-view';

/**
 * A ref that points the element at the blob through an object URL, released when the element
 * goes or the blob changes (React 19 runs the ref's cleanup).
 */
function useBlobSource(blob: Blob | undefined) {
  return useCallback(
    (element: HTMLImageElement | null) => {
      if (!element || !blob) return undefined;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

/**
 * One of the document's files, shown in the page. An <img> cannot send the operator's token,
 * so the file is fetched with it and shown from memory; the download button saves the same
 * bytes. A PDF is drawn by pdf.js onto canvases (pdf-view.tsx), not framed: the app's page
 * policy allows no frame or object (frame-src and object-src 'none') and Chromium shows no PDF
 * in a sandboxed frame. pdf.js parses the member's file in its worker and paints only pixels:
 * no eval, no script, no form or link layer (decision 043). The library loads with the first
 * PDF shown, so the desk's own chunk does not carry it.
 */
export function FileView({ file }: { file: DeskKycFile }) {
  const { t, i18n } = useTranslation('desk-kyc');
  const query = useQuery({
    queryKey: deskKycKeys.file(file.url),
    queryFn: ({ signal }) => getDeskKycFile(file.url, signal),
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const source = useBlobSource(query.data);
  const isImage = file.mimeType.startsWith('image/');
  return (
    <Card variant="outlined" data-testid="kyc-file">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          level="title-sm"
          sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {file.fileName}
        </Typography>
        <Typography level="body-xs" textColor="text.tertiary">
          {fileSizeText(file.size, i18n.resolvedLanguage ?? 'en')}
        </Typography>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          startDecorator={<Download size={16} aria-hidden />}
          disabled={!query.data}
          onClick={() => query.data && saveFile(query.data, file.fileName)}
          aria-label={t('files.download', { name: file.fileName })}
        >
          {t('files.downloadShort')}
        </Button>
      </Box>
      {query.isError ? (
        <Alert color="danger" variant="soft" role="alert">
          {t('files.failed')} {query.error.message}
        </Alert>
      ) : !query.data ? (
        <Skeleton variant="rectangular" height={240} aria-busy="true" />
      ) : isImage ? (
        <Box
          component="img"
          ref={source}
          alt={t('files.imageAlt', { name: file.fileName })}
          data-testid="kyc-file-image"
          // As wide as the card: a phone photo of a card needs every pixel to be read.
          sx={{ width: '100%', height: 'auto', maxHeight: 640, objectFit: 'contain' }}
        />
      ) : (
        // The only other kind a member may send is a PDF (contract/kyc.ts).
        <PdfView blob={query.data} fileName={file.fileName} />
      )}
    </Card>
  );
}
