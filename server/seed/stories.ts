import type { ContentItem } from './types';

/**
 * The demo company's stories: HTML articles and server-hosted videos (issue 14 point 1). The
 * content is HTML as a company's editor writes it; the portal sanitises it before rendering,
 * and the phishing article deliberately carries a script and an inline handler that must
 * never run.
 */
type Story = {
  kind: 'article' | 'video';
  image: string;
  daysAgo: number;
  en: { title: string; description: string; content: string | null };
  es: { title: string; description: string; content: string | null };
  /** Videos: the file under /media/stories. */
  video?: string;
};

const stories: Story[] = [
  {
    kind: 'article',
    image: 'article-habits',
    daysAgo: 2,
    en: {
      title: 'Five habits of leaders who last',
      description: 'What the top of our ranking does every week.',
      content:
        '<h2>Small things, every week</h2><p>Our Diamond leaders are not busier than anyone else. They keep five habits:</p><ol><li><strong>Plan the week</strong> on Sunday evening.</li><li><strong>Call three partners</strong> before Wednesday.</li><li><strong>Share one story</strong> from a customer.</li><li><strong>Check the genealogy</strong> for members close to a rank.</li><li><strong>Rest</strong> one full day.</li></ol><p>Start with one habit this week and add one more every month.</p>',
    },
    es: {
      title: 'Cinco hábitos de los líderes que perduran',
      description: 'Lo que hace cada semana la cima de nuestro ranking.',
      content:
        '<h2>Cosas pequeñas, cada semana</h2><p>Nuestros líderes Diamante no están más ocupados que nadie. Mantienen cinco hábitos:</p><ol><li><strong>Planificar la semana</strong> el domingo por la tarde.</li><li><strong>Llamar a tres socios</strong> antes del miércoles.</li><li><strong>Compartir una historia</strong> de un cliente.</li><li><strong>Revisar la genealogía</strong> en busca de miembros cerca de un rango.</li><li><strong>Descansar</strong> un día completo.</li></ol><p>Empieza con un hábito esta semana y añade otro cada mes.</p>',
    },
  },
  {
    kind: 'video',
    image: 'video-welcome',
    daysAgo: 5,
    video: 'welcome',
    en: {
      title: 'Welcome to the back office',
      description: 'A short tour of your dashboard.',
      content: null,
    },
    es: {
      title: 'Bienvenido a tu oficina virtual',
      description: 'Un breve recorrido por tu panel.',
      content: null,
    },
  },
  {
    kind: 'article',
    image: 'article-refill',
    daysAgo: 9,
    en: {
      title: 'The new refill box is here',
      description: 'Monthly essentials, now with more volume.',
      content:
        '<h2>More volume every month</h2><p>The refill box now brings <strong>60 BV</strong> a month and ships free to members.</p><ul><li>Order it from <em>Packages</em> or record it as a manual sale for a customer.</li><li>Its volume counts for your personal PV and climbs your placement line as TV.</li></ul>',
    },
    es: {
      title: 'Llega la nueva caja de recarga',
      description: 'Lo esencial de cada mes, ahora con más volumen.',
      content:
        '<h2>Más volumen cada mes</h2><p>La caja de recarga ahora aporta <strong>60 BV</strong> al mes y se envía gratis a los miembros.</p><ul><li>Pídela desde <em>Paquetes</em> o regístrala como venta manual para un cliente.</li><li>Su volumen cuenta para tu PV personal y sube por tu línea de colocación como TV.</li></ul>',
    },
  },
  {
    kind: 'video',
    image: 'video-referral-link',
    daysAgo: 14,
    video: 'referral-link',
    en: {
      title: 'Sharing your referral link',
      description: 'Invite friends the right way.',
      content: null,
    },
    es: {
      title: 'Cómo compartir tu enlace de referido',
      description: 'Invita a tus amigos de la forma correcta.',
      content: null,
    },
  },
  {
    kind: 'article',
    image: 'article-binary',
    daysAgo: 20,
    en: {
      title: 'How binary pairing works',
      description: 'Left, right, pairs and carry in plain words.',
      content:
        '<h2>Two legs, one pair</h2><p>Every day at the close, the volume on your left and right legs forms pairs. Each pair pays the binary bonus; what is left on the stronger leg <strong>carries forward</strong> to the next day.</p><blockquote>Tip: place new members on your weaker leg to pair more volume.</blockquote><p>Read more in <a href="https://nimbuswellness.example/plan">the compensation plan</a>.</p>',
    },
    es: {
      title: 'Cómo funciona el emparejamiento binario',
      description: 'Izquierda, derecha, pares y arrastre en palabras sencillas.',
      content:
        '<h2>Dos piernas, un par</h2><p>Cada día al cierre, el volumen de tus piernas izquierda y derecha forma pares. Cada par paga el bono binario; lo que sobra en la pierna fuerte <strong>se arrastra</strong> al día siguiente.</p><blockquote>Consejo: coloca a los nuevos miembros en tu pierna débil para emparejar más volumen.</blockquote><p>Lee más en <a href="https://nimbuswellness.example/plan">el plan de compensación</a>.</p>',
    },
  },
  {
    kind: 'article',
    image: 'article-security',
    daysAgo: 27,
    en: {
      title: 'Spotting phishing messages',
      description: 'Nobody from the company asks for your password.',
      content:
        '<h2>Stay safe</h2><p>We will never ask for your password or your wallet password by mail, chat or phone.</p><script>window.__storyScriptRan = true;</script><svg width="0" height="0" onload="window.__storyScriptRan = true"></svg><p>If a message looks odd, open a support ticket from <a href="/member/support">Support</a>.</p>',
    },
    es: {
      title: 'Cómo detectar mensajes de phishing',
      description: 'Nadie de la empresa te pedirá tu contraseña.',
      content:
        '<h2>Mantente seguro</h2><p>Nunca te pediremos tu contraseña ni la de tu billetera por correo, chat o teléfono.</p><script>window.__storyScriptRan = true;</script><svg width="0" height="0" onload="window.__storyScriptRan = true"></svg><p>Si un mensaje parece extraño, abre un ticket desde <a href="/member/support">Soporte</a>.</p>',
    },
  },
];

export const storyItems: ContentItem[] = stories.flatMap((s) =>
  (['en', 'es'] as const).map((language) => ({
    kind: s.kind,
    language,
    ...s[language],
    url: s.video ? `/media/stories/${s.video}.webm` : null,
    imagePreview: `/media/covers/${s.image}.webp`,
    daysAgo: s.daysAgo,
    slug: null,
    courseKey: null,
    format: null,
  })),
);
