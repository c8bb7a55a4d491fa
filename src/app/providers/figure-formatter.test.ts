import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { figureFormatter } from './figure-formatter';

async function instance(lng: string) {
  const i = i18next.createInstance();
  await i.use(figureFormatter).init({
    lng,
    resources: {
      en: { common: { left: 'Missing {{count}} members', order: 'Order #{{id}} of {{year}}' } },
      es: { common: { left: 'Faltan {{count}} miembros', order: 'Pedido n.º {{id}} de {{year}}' } },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false, alwaysFormat: true },
  });
  return i;
}

describe('figureFormatter', () => {
  it('groups counts in sentences by the language, four digits too', async () => {
    expect((await instance('es')).t('left', { count: 3955 })).toBe('Faltan 3.955 miembros');
    expect((await instance('en')).t('left', { count: 3955 })).toBe('Missing 3,955 members');
  });

  it('writes identifiers and years as they are, and strings untouched', async () => {
    const es = await instance('es');
    expect(es.t('order', { id: 12345, year: 2026 })).toBe('Pedido n.º 12345 de 2026');
    expect(es.t('left', { count: '$1.234,50' })).toBe('Faltan $1.234,50 miembros');
  });
});
