import { beforeAll, describe, expect, it } from 'vitest';
import { faqsWire } from '../../contract/account';
import { loginFieldsResponseWire } from '../../contract/auth-responses';
import { eventPageWire, eventResponseWire } from '../../contract/content';
import { packageDataWire } from '../../contract/home';
import { kycCategoriesWire, kycDetailsWire } from '../../contract/kyc';
import { loadedModulesWire } from '../../contract/modules';
import { catalogResponseWire } from '../../contract/sales';
import { useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

// Company content in the language a call is answered in, with a fallback per field to the
// company's default language (issue 31 item 9, decision 045).
describe(`company content per language on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo', 'admin');
  let spanishToken: string;

  beforeAll(async () => {
    const [member] = await t.db.query<{ username: string }>(
      `SELECT username FROM members
        WHERE language = 'es' AND status = 1 AND deleted_at IS NULL AND username <> 'blocked'
        ORDER BY id LIMIT 1`,
    );
    spanishToken = await t.loginAs(member!.username);
  });

  const es = { 'accept-language': 'es-ES,es;q=0.9' };
  // No Accept-Language unless a test names one: the account's language decides (decision 044).
  const get = (
    url: string,
    token?: string,
    headers: Record<string, string> = { 'accept-language': '' },
  ) => t.call({ method: 'GET', url, ...(token ? { token } : {}), headers });
  const inSpanish = (url: string, token?: string) => get(url, token ?? tokens.demo, es);

  describe('KYC categories', () => {
    it('names and describes each category in Spanish for Accept-Language: es', async () => {
      const res = await inSpanish('/api/kyc/kyc_category');
      expect(res.statusCode).toBe(200);
      const items = kycCategoriesWire.parse(res.json()).items;
      expect(items.map((c) => c.name)).toEqual([
        'Documento de identidad',
        'Comprobante de domicilio',
        'Extracto bancario',
      ]);
      expect(items[1]?.description).toBe(
        'Una factura de servicios o una carta del banco de los últimos tres meses.',
      );
    });

    it('names the category of each of the member’s documents in Spanish', async () => {
      const items = kycDetailsWire.parse((await inSpanish('/api/kyc/kyc_details')).json()).items;
      expect(items.length).toBeGreaterThan(0);
      const spanish = ['Documento de identidad', 'Comprobante de domicilio', 'Extracto bancario'];
      expect(items.every((d) => spanish.includes(d.category_name))).toBe(true);
    });

    it('answers in English without the header for an English account', async () => {
      const items = kycCategoriesWire.parse(
        (await get('/api/kyc/kyc_category', tokens.demo)).json(),
      ).items;
      expect(items[0]?.name).toBe('Identity document');
    });

    it('answers a Spanish account in Spanish without the header', async () => {
      const items = kycCategoriesWire.parse(
        (await get('/api/kyc/kyc_category', spanishToken)).json(),
      ).items;
      expect(items[0]?.name).toBe('Documento de identidad');
    });

    it('falls back per field to the default language where a text is not translated', async () => {
      await t.db.query(
        `UPDATE kyc_categories SET translations = translations #- '{es,description}' WHERE id = 3`,
      );
      await t.db.query(
        `UPDATE kyc_categories SET translations = jsonb_set(translations, '{es,name}', '""')
          WHERE id = 2`,
      );
      try {
        const items = kycCategoriesWire.parse(
          (await inSpanish('/api/kyc/kyc_category')).json(),
        ).items;
        expect(items[2]?.name).toBe('Extracto bancario');
        expect(items[2]?.description).toBe(
          'A statement showing the account that receives your payouts.',
        );
        // An empty translation counts as none.
        expect(items[1]?.name).toBe('Proof of address');
        expect(items[1]?.description).toMatch(/^Una factura/);
      } finally {
        await t.db.query(
          `UPDATE kyc_categories SET translations = jsonb_build_object('es', jsonb_build_object(
              'name', CASE id WHEN 2 THEN 'Comprobante de domicilio' ELSE 'Extracto bancario' END,
              'description', CASE id
                WHEN 2 THEN 'Una factura de servicios o una carta del banco de los últimos tres meses.'
                ELSE 'Un extracto que muestre la cuenta en la que recibes tus pagos.' END))
            WHERE id IN (2, 3)`,
        );
      }
    });
  });

  describe('events', () => {
    it('gives titles, places and descriptions in Spanish, in the list and one by one', async () => {
      const page = eventPageWire.parse((await inSpanish('/api/events?period=upcoming')).json());
      const madrid = page.items.find((e) => e.title === 'Encuentro regional en Madrid');
      expect(madrid, JSON.stringify(page.items.map((e) => e.title))).toBeDefined();
      expect(page.items.map((e) => e.title)).not.toContain('Annual convention');
      expect(page.items.map((e) => e.title)).toContain('Convención anual');
      const one = eventResponseWire.parse((await inSpanish(`/api/events/${madrid!.id}`)).json());
      expect(one.event.title).toBe('Encuentro regional en Madrid');
      expect(JSON.stringify(one.event)).toContain('Conoce al equipo de España.');
      const past = eventPageWire.parse((await inSpanish('/api/events?period=past')).json());
      expect(past.items.map((e) => e.title)).toContain('Arranque de primavera');
    });

    it('keeps English for an English account and an event with no translation', async () => {
      const english = eventPageWire.parse((await get('/api/events', tokens.demo)).json());
      expect(english.items.map((e) => e.title)).toContain('Annual convention');
      const [bare] = await t.db.query<{ id: number }>(
        `INSERT INTO events (title, venue, about, start_date, end_date)
         VALUES ('Untranslated town hall', 'Online', 'Only in English.',
                 now() + interval '2 days', now() + interval '2 days 1 hour')
         RETURNING id`,
      );
      try {
        const one = eventResponseWire.parse((await inSpanish(`/api/events/${bare!.id}`)).json());
        expect(one.event.title).toBe('Untranslated town hall');
      } finally {
        await t.db.query('DELETE FROM events WHERE id = $1', [bare!.id]);
      }
    });
  });

  describe('packages and products', () => {
    it('names and describes the packages in Spanish on the package page', async () => {
      const data = packageDataWire.parse((await inSpanish('/api/home/packages')).json());
      expect(data.packages.map((p) => p.name)).toEqual(['Inicial', 'Pro', 'Élite', 'Infinito']);
      expect(JSON.stringify(data.packages)).toContain('Dos años de todo');
      const english = packageDataWire.parse((await get('/api/home/packages', tokens.demo)).json());
      expect(english.packages.map((p) => p.name)).toEqual(['Starter', 'Pro', 'Elite', 'Infinity']);
    });

    it('names the sale catalogue’s packages and products in Spanish', async () => {
      const items = catalogResponseWire.parse((await inSpanish('/api/sales/catalog')).json()).items;
      const names = items.map((i) => i.name);
      expect(names).toContain('Batido de proteína, vainilla');
      expect(names).toContain('Élite');
      expect(names).not.toContain('Omega-3 capsules');
    });
  });

  describe('currencies and countries', () => {
    it('names the currencies of the bootstrap payload in Spanish', async () => {
      const res = await inSpanish('/api/auth/dummy?load_modules=1');
      const modules = loadedModulesWire.parse(res.json().loaded_modules);
      const names = Object.fromEntries(modules.currencies.map((c) => [c.code, c.name]));
      expect(names).toMatchObject({ USD: 'Dólar estadounidense', GBP: 'Libra esterlina' });
      const english = loadedModulesWire.parse(
        (await get('/api/auth/dummy?load_modules=1')).json().loaded_modules,
      );
      expect(english.currencies.find((c) => c.code === 'USD')?.name).toBe('US Dollar');
    });

    it('names and orders the countries in Spanish on the sign-in screen', async () => {
      const fields = loginFieldsResponseWire.parse(
        (await get('/api/auth/login_fields', undefined, es)).json(),
      );
      const names = fields.countries.map((c) => c.name);
      expect(names).toEqual(['Colombia', 'España', 'Estados Unidos', 'México', 'Reino Unido']);
    });
  });

  describe('FAQ search', () => {
    const faqs = async (
      search: string,
      token = tokens.demo,
      headers: Record<string, string> = es,
    ) =>
      faqsWire.parse(
        (
          await get(`/api/account/faqs?search=${encodeURIComponent(search)}`, token, headers)
        ).json(),
      ).items;

    it.each(['contraseña', 'contrasena', 'CONTRASEÑA'])(
      'finds the Spanish FAQs about passwords for “%s”',
      async (search) => {
        const found = await faqs(search);
        expect(found.length).toBeGreaterThan(0);
        expect(found.every((f) => /contraseña/i.test(f.question + f.answer))).toBe(true);
        expect(found.some((f) => /^¿Qué es la contraseña/.test(f.question))).toBe(true);
      },
    );

    it('reads the language of the call, not only the stored one', async () => {
      // demo's account is English: the Spanish header decides.
      const spanish = await faqs('billetera');
      expect(spanish.length).toBeGreaterThan(0);
      const english = await faqs('wallet password', tokens.demo, {});
      expect(english.every((f) => /wallet password/i.test(f.question + f.answer))).toBe(true);
      expect(english.length).toBeGreaterThan(0);
    });

    it('answers no match, not English FAQs, when a Spanish search finds nothing', async () => {
      expect(await faqs('wallet password')).toEqual([]);
    });

    it('finds an accented word by its accent-free capitals', async () => {
      const found = await faqs('GENEALOGIA', spanishToken, { 'accept-language': '' });
      expect(found.some((f) => f.answer.includes('Genealogía'))).toBe(true);
    });
  });

  describe('the desk', () => {
    const desk = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const res = await t.call({ method, url, token: tokens.admin, payload });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { event: { id: number; translations: unknown } }).event;
    };
    const memberReads = async (id: number) =>
      eventResponseWire.parse((await inSpanish(`/api/events/${id}`)).json()).event;

    it('writes an event’s Spanish texts next to its own, each falling back when blank', async () => {
      const start = new Date(Date.now() + 4 * 86_400_000).toISOString();
      const base = {
        language: 'en',
        title: 'Desk town hall',
        description: 'Questions and answers with the founders.',
        start_date: start,
        venue: 'Nimbus House, Austin',
      };
      const created = await desk('POST', '/api/admin/content/events', {
        ...base,
        state: 'published',
        translations: {
          es: { title: '  Asamblea abierta  ', description: 'Preguntas y respuestas.', venue: '' },
        },
      });
      expect(created.translations).toEqual({
        es: { title: 'Asamblea abierta', description: 'Preguntas y respuestas.', venue: null },
      });
      const spanish = await memberReads(created.id);
      expect(spanish.title).toBe('Asamblea abierta');
      expect(JSON.stringify(spanish)).toContain('Preguntas y respuestas.');
      // No Spanish place written: the event's own.
      expect(JSON.stringify(spanish)).toContain('Nimbus House, Austin');

      // An edit that leaves translations out keeps them.
      await desk('PUT', `/api/admin/content/events/${created.id}`, { ...base, tag: 'townhall' });
      expect((await memberReads(created.id)).title).toBe('Asamblea abierta');

      // Blanking the Spanish title brings the English one back for Spanish readers.
      const edited = await desk('PUT', `/api/admin/content/events/${created.id}`, {
        ...base,
        translations: { es: { title: '', description: 'Preguntas y respuestas.' } },
      });
      expect(edited.translations).toEqual({
        es: { title: null, description: 'Preguntas y respuestas.', venue: null },
      });
      expect((await memberReads(created.id)).title).toBe('Desk town hall');
      const trail = await t.db.query<{ after: Record<string, unknown> }>(
        `SELECT after FROM operator_audit
          WHERE subject_type = 'event' AND subject_id = $1 ORDER BY id DESC LIMIT 2`,
        [String(created.id)],
      );
      expect(Object.keys(trail[0]!.after)).toContain('translations');
      // The edit that only added a tag records no change of the translations.
      expect(Object.keys(trail[1]!.after)).toEqual(['tag']);
    });
  });
});
