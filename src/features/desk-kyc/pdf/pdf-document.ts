// Mozilla's pdf.js, only ever reached through import() from the file view: this module, the
// library and its worker load when a reviewer opens a PDF, not with the desk (decision 043).
import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
// Both files ship as they are published (already minified), each as its own hashed file from
// the app's origin (script-src and worker-src 'self'). Imported by URL rather than bundled, they
// stay .mjs files outside the offline precache (its pattern takes *.js): a member's service
// worker does not download 1.7 MB of PDF reader that only an operator uses.
import libraryUrl from 'pdfjs-dist/build/pdf.min.mjs?url';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pageRender } from '../lib/pdf-pages';

let library: Promise<typeof PdfJs> | undefined;

/** The library, loaded once; a failed load (offline) is tried again with the next PDF. */
function loadPdfJs(): Promise<typeof PdfJs> {
  library ??= (import(/* @vite-ignore */ libraryUrl) as Promise<typeof PdfJs>).then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/** A page being drawn: `done` says whether it was drawn (false: cancelled or nothing to draw). */
type PageDrawing = { done: Promise<boolean>; cancel: () => void };

export type PdfDocument = {
  pageCount: number;
  /** Draws page `number` (from 1) into the canvas at the card's width, sizing the canvas. */
  drawPage(
    number: number,
    canvas: HTMLCanvasElement,
    cardWidth: number,
    pixelRatio: number,
  ): PageDrawing;
  destroy(): Promise<void>;
};

function drawPage(
  pdfjs: typeof PdfJs,
  doc: PDFDocumentProxy,
  number: number,
  canvas: HTMLCanvasElement,
  cardWidth: number,
  pixelRatio: number,
): PageDrawing {
  let cancelled = false;
  let task: RenderTask | undefined;
  const done = (async () => {
    const page = await doc.getPage(number);
    if (cancelled) return false;
    const render = pageRender(page.getViewport({ scale: 1 }), cardWidth, pixelRatio);
    const context = canvas.getContext('2d');
    if (!render || !context) return false;
    canvas.width = render.pixelWidth;
    canvas.height = render.pixelHeight;
    task = page.render({
      canvasContext: context,
      viewport: page.getViewport({ scale: render.scale }),
      // Annotations' appearances (a stamp, a filled-in field) are painted into the canvas
      // like the rest of the page; no annotation or XFA layer is built, so nothing in the
      // file becomes a link, a form or a script in the desk.
      annotationMode: pdfjs.AnnotationMode.ENABLE,
    });
    try {
      await task.promise;
      return true;
    } catch (error) {
      if (cancelled) return false;
      throw error;
    }
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}

/**
 * Parses the member's file in pdf.js's worker. The bytes are the ones the desk fetched with the
 * operator's token; pdf.js takes them over (the buffer is transferred to its worker).
 * Rejects when the file is no PDF pdf.js can read (damaged, or protected by a password).
 */
export async function openPdf(data: Uint8Array): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data,
    // The page policy refuses eval (script-src 'self'): pdf.js draws fonts and functions
    // without compiling code, and never tries.
    isEvalSupported: false,
    // XFA forms would be HTML built from the file; the desk shows only the PDF's pages.
    enableXfa: false,
    // No font or character-map URL is given, so nothing is fetched beyond these bytes; a
    // font the file names without embedding it is drawn with the system's closest one.
    useSystemFonts: true,
    // A member's damaged file is answered by the view's alert, not by pdf.js's console notes.
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    throw error;
  }
  return {
    pageCount: doc.numPages,
    drawPage: (number, canvas, cardWidth, pixelRatio) =>
      drawPage(pdfjs, doc, number, canvas, cardWidth, pixelRatio),
    destroy: () => task.destroy(),
  };
}
