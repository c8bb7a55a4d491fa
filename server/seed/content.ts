import { learningItems } from './learnings';
import { storyItems } from './stories';
import { DAY, HOUR, type ContentItem, type ContentKind, type EventItem } from './types';

const site = 'https://nimbuswellness.example';

// [kind, en title, en description, es title, es description, path or body]
const items: [ContentKind, string, string, string, string, string][] = [
  [
    'faq',
    'When are bonuses paid?',
    'Binary bonuses are paid at the daily close.',
    '¿Cuándo se pagan los bonos?',
    'Los bonos binarios se pagan al cierre diario.',
    'Direct and level bonuses are credited right after the order is processed.',
  ],
  [
    'faq',
    'How do I request a payout?',
    'From the wallet, once your balance reaches the minimum.',
    '¿Cómo solicito un pago?',
    'Desde la billetera, cuando tu saldo alcanza el mínimo.',
    'Payouts go to the bank account checked in your KYC documents.',
  ],
  [
    'faq',
    'What happens when my package expires?',
    'Renew to keep earning commissions.',
    '¿Qué pasa cuando vence mi paquete?',
    'Renueva para seguir ganando comisiones.',
    'Your team stays yours; commissions resume with the renewal.',
  ],
  [
    'faq',
    'Can I change my placement?',
    'Placement is final once a member joins.',
    '¿Puedo cambiar mi ubicación?',
    'La ubicación es definitiva una vez que el miembro se une.',
    'Contact support within 24 hours of joining if something went wrong.',
  ],
  [
    'notice',
    'Office closed on public holidays',
    'Support answers again the next working day.',
    'Oficina cerrada en días festivos',
    'Soporte responde el siguiente día hábil.',
    '/notices/holidays',
  ],
  [
    'notice',
    'New payout schedule',
    'Payouts are now paid twice a week.',
    'Nuevo calendario de pagos',
    'Los pagos ahora se realizan dos veces por semana.',
    '/notices/payout-schedule',
  ],
  [
    'link',
    'Product catalogue',
    'The full catalogue to share with customers.',
    'Catálogo de productos',
    'El catálogo completo para compartir con clientes.',
    '/catalogue',
  ],
  [
    'link',
    'Join the community group',
    'Meet the team and share your wins.',
    'Únete al grupo de la comunidad',
    'Conoce al equipo y comparte tus logros.',
    '/community',
  ],
];

const linked: ContentKind[] = ['notice', 'link'];

const plainItems: ContentItem[] = items.flatMap(
  ([kind, enTitle, enDesc, esTitle, esDesc, body], i) => {
    const url = linked.includes(kind) ? `${site}${body}` : null;
    const content = url === null ? body : null;
    const shared = { kind, content, url, imagePreview: null, daysAgo: 2 + i * 5 };
    const learning = { slug: null, courseKey: null, format: null };
    return [
      { ...shared, ...learning, language: 'en', title: enTitle, description: enDesc },
      { ...shared, ...learning, language: 'es', title: esTitle, description: esDesc },
    ];
  },
);

/** Every kind in both languages, published, newest first by updated_at. */
export const contentItems: ContentItem[] = [...storyItems, ...learningItems, ...plainItems];

export const events: EventItem[] = [
  {
    title: 'Spring kick-off',
    venue: 'Hotel Marquis, Mexico City',
    about: 'Launch of the season with the founders.',
    es: {
      title: 'Arranque de primavera',
      venue: 'Hotel Marquis, Ciudad de México',
      about: 'Lanzamiento de la temporada con los fundadores.',
    },
    tag: 'convention',
    startDaysAgo: 70,
    hours: 8,
  },
  {
    title: 'Product training: refill box',
    venue: 'Online',
    about: 'Everything about the new refill box.',
    es: {
      title: 'Formación de producto: caja de reposición',
      venue: 'En línea',
      about: 'Todo sobre la nueva caja de reposición.',
    },
    tag: 'training',
    startDaysAgo: 30,
    hours: 2,
  },
  {
    title: 'Leadership call',
    venue: 'Online',
    about: 'Monthly call with the Platinum and Diamond leaders.',
    es: {
      title: 'Llamada de liderazgo',
      venue: 'En línea',
      about: 'Llamada mensual con los líderes Platino y Diamante.',
    },
    tag: 'call',
    startDaysAgo: 3,
    hours: 1,
  },
  {
    title: 'Regional meetup Madrid',
    venue: 'Espacio Nimbus, Madrid',
    about: 'Meet the Spanish team.',
    es: {
      title: 'Encuentro regional en Madrid',
      venue: 'Espacio Nimbus, Madrid',
      about: 'Conoce al equipo de España.',
    },
    tag: 'meetup',
    startDaysAgo: -12,
    hours: 4,
  },
  {
    title: 'Annual convention',
    venue: 'Convention Center, Miami',
    about: 'Two days of training, awards and the new range.',
    es: {
      title: 'Convención anual',
      venue: 'Centro de Convenciones, Miami',
      about: 'Dos días de formación, premios y la nueva gama.',
    },
    tag: 'convention',
    startDaysAgo: -45,
    hours: 32,
  },
  {
    title: 'Starter webinar',
    venue: 'Online',
    about: 'Your first steps for new members.',
    es: {
      title: 'Webinar de inicio',
      venue: 'En línea',
      about: 'Tus primeros pasos como nuevo miembro.',
    },
    tag: 'training',
    startDaysAgo: -5,
    hours: 1,
  },
];

export const eventTimes = (e: EventItem, anchor: number) => {
  const start = anchor - e.startDaysAgo * DAY + 17 * HOUR;
  return { start, end: start + e.hours * HOUR, updated: Math.min(start, anchor) - 20 * DAY };
};
