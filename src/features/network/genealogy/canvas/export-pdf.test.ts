import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildPrintPdf, type PrintDocument } from './export-pdf';
import { planTiles } from './export-tiles';

/** A 2 × 2 white JPEG: the tree pages' pictures are the renderer's, drawn in the browser. */
const whitePixel = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAA' +
      'EAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAA' +
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKA' +
      'AAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0' +
      'AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWi' +
      'AAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQA' +
      'AAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbA' +
      'BlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERX' +
      'RTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2' +
      'NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/' +
      'xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2g' +
      'AMAwEAAhEDEQA/AKAAD//Z',
  ),
  (c) => c.charCodeAt(0),
);

function docOf(worldWidth: number, figures: PrintDocument['figures']): PrintDocument {
  return {
    texts: {
      title: 'Organigrama',
      member: 'Raíz: Núñez Peña (@demo)',
      meta: '28 nov 2026 · 3 de 7 niveles · 40 miembros',
      pages: '6 páginas (2 × 3)',
      legend: 'Leyenda',
      statistics: 'Estadísticas',
      perLevel: 'Miembros por nivel',
      perRank: 'Miembros por rango',
      level: 'Nivel',
      page: (r, c, rows, cols) => `página ${r},${c} de ${rows}×${cols}`,
    },
    legend: [
      { kind: 'rank', colour: '#0b6bcb', label: 'Oro' },
      { kind: 'active', colour: '#5b58ec', label: 'Activo' },
      { kind: 'free', colour: '#51bc51', label: 'Hueco libre' },
      { kind: 'below', colour: '#5b58ec', label: '+N debajo' },
    ],
    figures,
    plan: planTiles({ worldWidth, worldHeight: 700, paper: 'a4' }),
    lang: 'es',
  };
}

/** Every page's text, read back by pdf.js as a reader would. */
async function textOf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

describe('the printed org chart as a PDF', () => {
  const figures: PrintDocument['figures'] = {
    of: 'organisation',
    facts: [
      ['Miembros', '1.234'],
      ['Activos este periodo', '61,5 %'],
    ],
    perLevel: [
      ['0', '1'],
      ['1', '12'],
      ['2', '140'],
    ],
    perRank: [
      ['Sin rango', '900'],
      ['Oro', '334'],
    ],
  };

  it('opens with the title, member, date, legend and statistics, then a page per tile', async () => {
    const doc = docOf(12_000, figures);
    const tiles: string[] = [];
    const bytes = await buildPrintPdf(doc, async (t) => {
      tiles.push(`${t.row},${t.col}`);
      return whitePixel;
    });
    const pdf = await PDFDocument.load(bytes);
    expect(doc.plan.tiles.length).toBeGreaterThan(1);
    expect(pdf.getPageCount()).toBe(1 + doc.plan.tiles.length);
    expect(tiles).toEqual(doc.plan.tiles.map((t) => `${t.row},${t.col}`));
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo(doc.plan.pageWidth, 2);
      expect(page.getHeight()).toBeCloseTo(doc.plan.pageHeight, 2);
    }
    expect(pdf.getTitle()).toBe('Organigrama · Raíz: Núñez Peña (@demo)');
    expect(pdf.getSubject()).toContain(`pages=${doc.plan.tiles.length}`);

    const text = await textOf(bytes);
    const first = text[0]!;
    for (const s of [
      'Organigrama',
      'Raíz: Núñez Peña (@demo)',
      '3 de 7 niveles',
      'Leyenda',
      'Oro',
      'Hueco libre',
      'Estadísticas',
      'Miembros',
      '1.234',
      '61,5 %',
      'Nivel 2',
      '140',
      'Sin rango',
    ])
      expect(first, s).toContain(s);
    const { rows, cols } = doc.plan;
    expect(text[1]).toContain(`página 1,1 de ${rows}×${cols}`);
    expect(text.at(-1)).toContain(`página ${rows},${cols} de ${rows}×${cols}`);
  });

  it('prints a small chart on one tree page, and no statistics block without figures', async () => {
    const doc = docOf(400, null);
    const bytes = await buildPrintPdf(doc, async () => null);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const [first, tree] = await textOf(bytes);
    expect(first).toContain('Organigrama');
    expect(first).not.toContain('Estadísticas');
    expect(tree).toContain('página 1,1 de 1×1');
  });

  it('sets a name in a script the standard font lacks with stand-ins, not an error', async () => {
    const doc = docOf(400, null);
    doc.texts.member = 'Root: 王小明 (@wang)';
    const [first] = await textOf(await buildPrintPdf(doc, async () => null));
    expect(first).toContain('Root: ??? (@wang)');
  });
});
