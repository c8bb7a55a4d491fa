import type { ContentItem } from './types';

/**
 * The demo company's training (issue 14 point 3): two courses of articles, videos and PDFs
 * that the server hosts itself. A learning's slug is the same in both languages, so progress
 * follows the member across a language change.
 */
export type Course = {
  key: string;
  en: { title: string; description: string };
  es: { title: string; description: string };
};

export const courses: Course[] = [
  {
    key: 'starter',
    en: {
      title: 'Starter course: your first month',
      description: 'Short lessons for new members.',
    },
    es: {
      title: 'Curso inicial: tu primer mes',
      description: 'Lecciones breves para nuevos miembros.',
    },
  },
  {
    key: 'volumes',
    en: { title: 'Understanding your volumes', description: 'PV, TV and CV explained.' },
    es: { title: 'Entiende tus volúmenes', description: 'PV, TV y CV explicados.' },
  },
];

type Lesson = {
  slug: string;
  course: string;
  format: 'article' | 'video' | 'pdf';
  /** Videos and PDFs: the file under /media/learning, with `{lng}` for a per-language file. */
  file?: string;
  en: { title: string; description: string; content?: string };
  es: { title: string; description: string; content?: string };
};

const lessons: Lesson[] = [
  {
    slug: 'starter-goals',
    course: 'starter',
    format: 'article',
    en: {
      title: 'Set your goals',
      description: 'Decide what your first month should bring.',
      content:
        '<h2>Write three goals</h2><ol><li>How many customers you will serve.</li><li>Which rank you aim for in 90 days.</li><li>How many hours a week you will give.</li></ol><p>Share them with your sponsor: they will help you keep them.</p>',
    },
    es: {
      title: 'Fija tus metas',
      description: 'Decide qué debe traer tu primer mes.',
      content:
        '<h2>Escribe tres metas</h2><ol><li>Cuántos clientes atenderás.</li><li>Qué rango buscas en 90 días.</li><li>Cuántas horas a la semana dedicarás.</li></ol><p>Compártelas con tu patrocinador: te ayudará a cumplirlas.</p>',
    },
  },
  {
    slug: 'starter-guide',
    course: 'starter',
    format: 'pdf',
    file: 'starter-guide.{lng}.pdf',
    en: { title: 'The starter guide', description: 'Your first 30 days, day by day (PDF).' },
    es: { title: 'La guía inicial', description: 'Tus primeros 30 días, día a día (PDF).' },
  },
  {
    slug: 'starter-referral-video',
    course: 'starter',
    format: 'video',
    file: '../stories/referral-link.webm',
    en: { title: 'Invite your first partners', description: 'How to share your referral link.' },
    es: {
      title: 'Invita a tus primeros socios',
      description: 'Cómo compartir tu enlace de referido.',
    },
  },
  {
    slug: 'volumes-video',
    course: 'volumes',
    format: 'video',
    file: 'volumes.webm',
    en: { title: 'PV, TV and CV in a minute', description: 'The three volumes at a glance.' },
    es: { title: 'PV, TV y CV en un minuto', description: 'Los tres volúmenes de un vistazo.' },
  },
  {
    slug: 'volumes-pairing',
    course: 'volumes',
    format: 'article',
    en: {
      title: 'How your TV pairs',
      description: 'From team volume to the binary bonus.',
      content:
        '<p><strong>PV</strong> is the volume of your own orders. <strong>TV</strong> is the volume of everyone placed below you, counted per leg. <strong>CV</strong> is the part of an order that pays commissions.</p><p>At the daily close your left and right TV form pairs; the rest carries forward.</p>',
    },
    es: {
      title: 'Cómo se empareja tu TV',
      description: 'Del volumen de equipo al bono binario.',
      content:
        '<p><strong>PV</strong> es el volumen de tus propios pedidos. <strong>TV</strong> es el volumen de todos los colocados debajo de ti, por pierna. <strong>CV</strong> es la parte de un pedido que paga comisiones.</p><p>En el cierre diario tu TV izquierdo y derecho forman pares; el resto se arrastra.</p>',
    },
  },
  {
    slug: 'volumes-sheet',
    course: 'volumes',
    format: 'pdf',
    file: 'volumes-sheet.{lng}.pdf',
    en: { title: 'Volume cheat sheet', description: 'One page to keep at hand (PDF).' },
    es: { title: 'Hoja de volúmenes', description: 'Una página para tener a mano (PDF).' },
  },
];

const mediaUrl = (file: string, language: string) =>
  new URL(file.replace('{lng}', language), 'http://x/media/learning/').pathname;

export const learningItems: ContentItem[] = lessons.flatMap((l, i) =>
  (['en', 'es'] as const).map((language) => ({
    kind: 'learning' as const,
    language,
    title: l[language].title,
    description: l[language].description,
    content: l[language].content ?? null,
    url: l.file ? mediaUrl(l.file, language) : null,
    imagePreview: null,
    daysAgo: 3 + i * 4,
    slug: l.slug,
    courseKey: l.course,
    format: l.format,
  })),
);
