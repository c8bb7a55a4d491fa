import { DAY, HOUR } from './types';

export type ContentKind = 'article' | 'video' | 'learning' | 'faq' | 'notice' | 'link';

export type ContentItem = {
  kind: ContentKind;
  language: 'en' | 'es';
  title: string;
  description: string;
  content: string | null;
  url: string | null;
  daysAgo: number;
};

export type EventItem = {
  title: string;
  venue: string;
  about: string;
  tag: string;
  /** Negative: in the future. */
  startDaysAgo: number;
  hours: number;
};

const site = 'https://nimbuswellness.example';

// [kind, en title, en description, es title, es description, path or body]
const items: [ContentKind, string, string, string, string, string][] = [
  [
    'article',
    'Five habits of leaders who last',
    'What the top of our ranking does every week.',
    'Cinco hábitos de los líderes que perduran',
    'Lo que hace cada semana la cima de nuestro ranking.',
    'Plan your week, call three partners, share one story and rest on Sunday.',
  ],
  [
    'article',
    'The new refill box is here',
    'Monthly essentials, now with more volume.',
    'Llega la nueva caja de recarga',
    'Lo esencial de cada mes, ahora con más volumen.',
    'The refill box brings 60 BV a month and ships free to members.',
  ],
  [
    'article',
    'How binary pairing works',
    'Left, right, pairs and carry in plain words.',
    'Cómo funciona el emparejamiento binario',
    'Izquierda, derecha, pares y arrastre en palabras sencillas.',
    'Every day at the close, volume on both legs forms pairs; the rest carries forward.',
  ],
  [
    'video',
    'Welcome to the back office',
    'A five-minute tour of your dashboard.',
    'Bienvenido a tu oficina virtual',
    'Un recorrido de cinco minutos por tu panel.',
    '/videos/welcome',
  ],
  [
    'video',
    'Sharing your referral link',
    'Invite friends the right way.',
    'Cómo compartir tu enlace de referido',
    'Invita a tus amigos de la forma correcta.',
    '/videos/referral-link',
  ],
  [
    'learning',
    'Starter course: your first month',
    'Six short lessons for new members.',
    'Curso inicial: tu primer mes',
    'Seis lecciones breves para nuevos miembros.',
    'Lesson 1: set your goals. Lesson 2: know the products. Lesson 3: tell your story.',
  ],
  [
    'learning',
    'Understanding your volumes',
    'PV, TV and CV explained.',
    'Entiende tus volúmenes',
    'PV, TV y CV explicados.',
    'PV is your own volume, TV your team volume and CV the commissionable part.',
  ],
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

const linked: ContentKind[] = ['video', 'notice', 'link'];

/** Every kind in both languages, published, newest first by updated_at. */
export const contentItems: ContentItem[] = items.flatMap(
  ([kind, enTitle, enDesc, esTitle, esDesc, body], i) => {
    const url = linked.includes(kind) ? `${site}${body}` : null;
    const content = url === null ? body : null;
    const daysAgo = 2 + i * 5;
    return [
      { kind, language: 'en', title: enTitle, description: enDesc, content, url, daysAgo },
      { kind, language: 'es', title: esTitle, description: esDesc, content, url, daysAgo },
    ];
  },
);

export const events: EventItem[] = [
  {
    title: 'Spring kick-off',
    venue: 'Hotel Marquis, Mexico City',
    about: 'Launch of the season with the founders.',
    tag: 'convention',
    startDaysAgo: 70,
    hours: 8,
  },
  {
    title: 'Product training: refill box',
    venue: 'Online',
    about: 'Everything about the new refill box.',
    tag: 'training',
    startDaysAgo: 30,
    hours: 2,
  },
  {
    title: 'Leadership call',
    venue: 'Online',
    about: 'Monthly call with the Platinum and Diamond leaders.',
    tag: 'call',
    startDaysAgo: 3,
    hours: 1,
  },
  {
    title: 'Regional meetup Madrid',
    venue: 'Espacio Nimbus, Madrid',
    about: 'Meet the Spanish team.',
    tag: 'meetup',
    startDaysAgo: -12,
    hours: 4,
  },
  {
    title: 'Annual convention',
    venue: 'Convention Center, Miami',
    about: 'Two days of training, awards and the new range.',
    tag: 'convention',
    startDaysAgo: -45,
    hours: 32,
  },
  {
    title: 'Starter webinar',
    venue: 'Online',
    about: 'Your first steps for new members.',
    tag: 'training',
    startDaysAgo: -5,
    hours: 1,
  },
];

export const eventTimes = (e: EventItem, anchor: number) => {
  const start = anchor - e.startDaysAgo * DAY + 17 * HOUR;
  return { start, end: start + e.hours * HOUR, updated: Math.min(start, anchor) - 20 * DAY };
};
