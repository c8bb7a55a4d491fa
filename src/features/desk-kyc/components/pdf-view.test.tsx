import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/lib/test-dom';
import { createTestI18n } from '@/lib/test-i18n';
import type { PdfDocument } from '../pdf/pdf-document';
import { PdfView } from './pdf-view';

// pdf.js itself needs a real browser (its worker, a canvas): the e2e test draws a real file.
// Here the view gets a stand-in document and is judged by what it shows.
const openPdf = vi.hoisted(() => vi.fn<(data: Uint8Array) => Promise<PdfDocument>>());
vi.mock('../pdf/pdf-document', () => ({ openPdf }));

const deskKyc = JSON.parse(readFileSync('public/locales/en/desk-kyc.json', 'utf8')) as object;
const i18n = createTestI18n({ en: { 'desk-kyc': deskKyc } });
const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <PdfView blob={new Blob(['%PDF-1.4'])} fileName="bill.pdf" />
    </I18nextProvider>,
  );

/** A document of `pageCount` pages whose drawing ends at once. */
function fakeDocument(pageCount: number) {
  return {
    pageCount,
    drawPage: vi.fn(() => ({ done: Promise.resolve(true), cancel: vi.fn() })),
    destroy: vi.fn(() => Promise.resolve()),
  };
}

// jsdom lays nothing out: the card is 600 pixels wide.
const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
beforeAll(() => {
  stubResizeObserver();
  width.mockReturnValue(600);
});
afterEach(() => {
  cleanup();
  openPdf.mockReset();
});
afterAll(() => {
  width.mockRestore();
  vi.unstubAllGlobals();
});

describe('a member’s PDF in the desk', () => {
  it('draws the first ten pages at the card’s width, each named, and says how many there are', async () => {
    const doc = fakeDocument(12);
    openPdf.mockResolvedValue(doc);
    show();
    expect(await screen.findByText(/The first 10 of 12 pages/)).toBeTruthy();
    const pages = screen.getAllByRole('img');
    expect(pages).toHaveLength(10);
    expect(pages[0]!.getAttribute('aria-label')).toBe('Page 1 of 12 of bill.pdf');
    expect(pages[9]!.getAttribute('aria-label')).toBe('Page 10 of 12 of bill.pdf');
    // The canvases are in the DOM before React runs their effects, which draw them; on a busy
    // machine the text is found in between. Each page says when its drawing has ended.
    await waitFor(() => expect(pages.every((page) => page.dataset.drawn === 'true')).toBe(true));
    expect(doc.drawPage).toHaveBeenCalledTimes(10);
    expect(doc.drawPage).toHaveBeenCalledWith(1, pages[0], 600, expect.any(Number));
    expect(openPdf.mock.calls[0]![0]).toBeInstanceOf(Uint8Array);
  });

  it('draws a short document whole, without a note', async () => {
    openPdf.mockResolvedValue(fakeDocument(2));
    show();
    expect(await screen.findByRole('img', { name: 'Page 2 of 2 of bill.pdf' })).toBeTruthy();
    expect(screen.queryByText(/The first/)).toBeNull();
  });

  it('says so when pdf.js cannot read the file', async () => {
    openPdf.mockRejectedValue(new Error('Invalid PDF structure.'));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/cannot be shown here.*Download it/);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('releases the document, and its worker, when the view goes', async () => {
    const doc = fakeDocument(1);
    openPdf.mockResolvedValue(doc);
    const view = show();
    await screen.findByRole('img', { name: 'Page 1 of 1 of bill.pdf' });
    view.unmount();
    expect(doc.destroy).toHaveBeenCalledTimes(1);
  });
});
