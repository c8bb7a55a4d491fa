import { describe, expect, it } from 'vitest';
import { pageRender, pagesToShow, pdfPageCap } from './pdf-pages';

const a4 = { width: 595, height: 842 };

describe('the PDF pages the desk draws', () => {
  it('draws every page of a short document and the first ten of a long one', () => {
    expect(pdfPageCap).toBe(10);
    expect(pagesToShow(1)).toBe(1);
    expect(pagesToShow(10)).toBe(10);
    expect(pagesToShow(11)).toBe(10);
    expect(pagesToShow(250)).toBe(10);
    expect(pagesToShow(5, 3)).toBe(3);
  });

  it('draws nothing for a document without pages or a count it cannot trust', () => {
    expect(pagesToShow(0)).toBe(0);
    expect(pagesToShow(-2)).toBe(0);
    expect(pagesToShow(Number.NaN)).toBe(0);
  });

  it('scales a page to the card’s width in device pixels, keeping its proportions', () => {
    for (const width of [358, 540, 760]) {
      const render = pageRender(a4, width, 1)!;
      expect(render.pixelWidth).toBe(width);
      expect(render.pixelHeight).toBe(Math.round(842 * (width / 595)));
    }
    const sharp = pageRender(a4, 400, 2)!;
    expect(sharp.scale).toBeCloseTo(800 / 595);
    expect(sharp.pixelWidth).toBe(800);
  });

  it('draws at no more than two device pixels per CSS pixel, nor below one', () => {
    expect(pageRender(a4, 400, 3)!.pixelWidth).toBe(800);
    expect(pageRender(a4, 400, 0.5)!.pixelWidth).toBe(400);
    expect(pageRender(a4, 400, Number.NaN)!.pixelWidth).toBe(400);
  });

  it('keeps both sides of a very long page within 4096 pixels', () => {
    const receipt = pageRender({ width: 200, height: 8000 }, 760, 2)!;
    expect(receipt.pixelHeight).toBeLessThanOrEqual(4096);
    expect(receipt.pixelWidth).toBe(Math.round(200 * (4096 / 8000)));
  });

  it('waits while the card is unmeasured or the page has no area', () => {
    expect(pageRender(a4, 0, 1)).toBeNull();
    expect(pageRender({ width: 0, height: 842 }, 400, 1)).toBeNull();
    expect(pageRender({ width: Number.NaN, height: 842 }, 400, 1)).toBeNull();
  });
});
