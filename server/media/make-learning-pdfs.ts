/**
 * Writes the demo company's learning PDFs (issue 14 point 3) with pdf-lib. They are committed
 * so the server only serves files; run again after changing the text:
 *   npx tsx server/media/make-learning-pdfs.ts
 */
import { writeFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

type Doc = { file: string; title: string; lines: string[] };

const docs: Doc[] = [
  {
    file: 'starter-guide.en.pdf',
    title: 'The starter guide',
    lines: [
      'Days 1-3: complete your profile, upload your KYC documents and set your goals.',
      'Days 4-7: learn the products and order your first refill box.',
      'Days 8-14: share your referral link with ten people you trust.',
      'Days 15-21: place your first partners on your weaker leg.',
      'Days 22-30: review your PV, TV and earnings with your sponsor.',
    ],
  },
  {
    file: 'starter-guide.es.pdf',
    title: 'La guía inicial',
    lines: [
      'Días 1-3: completa tu perfil, sube tus documentos KYC y fija tus metas.',
      'Días 4-7: conoce los productos y pide tu primera caja de recarga.',
      'Días 8-14: comparte tu enlace de referido con diez personas de confianza.',
      'Días 15-21: coloca a tus primeros socios en tu pierna débil.',
      'Días 22-30: revisa tu PV, TV y ganancias con tu patrocinador.',
    ],
  },
  {
    file: 'volumes-sheet.en.pdf',
    title: 'Volume cheat sheet',
    lines: [
      'PV - personal volume: the volume of your own orders and manual sales.',
      'TV - team volume: the volume placed below you, per leg.',
      'CV - commissionable volume: the part of an order that pays bonuses.',
      'Binary: left and right TV pair at the daily close; the rest carries forward.',
    ],
  },
  {
    file: 'volumes-sheet.es.pdf',
    title: 'Hoja de volúmenes',
    lines: [
      'PV - volumen personal: el de tus propios pedidos y ventas manuales.',
      'TV - volumen de equipo: el colocado debajo de ti, por pierna.',
      'CV - volumen comisionable: la parte de un pedido que paga bonos.',
      'Binario: el TV izquierdo y derecho se emparejan al cierre; el resto se arrastra.',
    ],
  },
];

for (const doc of docs) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor('Nimbus Wellness');
  pdf.setLanguage(doc.file.includes('.es.') ? 'es' : 'en');
  // Fixed dates keep the committed files byte-stable when regenerated.
  const fixed = new Date('2026-01-01T00:00:00Z');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(doc.title, { x: 56, y: 760, size: 24, font: bold, color: rgb(0.04, 0.42, 0.8) });
  doc.lines.forEach((line, i) => {
    page.drawText(line, { x: 56, y: 710 - i * 28, size: 12, font: regular });
  });
  await writeFile(new URL(`./learning/${doc.file}`, import.meta.url), await pdf.save());
}
