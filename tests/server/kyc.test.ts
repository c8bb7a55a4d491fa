import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kycCategoriesWire,
  kycDetailsWire,
  kycSubmitResponseWire,
  type KycDocumentWire,
} from '../../contract/kyc';
import { buildApp } from '../../server/app';
import { defaultAppKey } from '../../contract/constants';
import { idOf, testConfig, useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`../fixtures/${name}`, import.meta.url)));

type Upload = { name: string; type: string; content: Uint8Array<ArrayBuffer> };

/** The multipart body a browser builds: files under documents[] plus the category. */
function form(files: Upload[], categoryId?: number | string): FormData {
  const data = new FormData();
  if (categoryId !== undefined) data.append('category_id', String(categoryId));
  for (const f of files)
    data.append('documents[]', new Blob([f.content], { type: f.type }), f.name);
  return data;
}

describe(`KYC documents on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo', 'founder');
  // The same database behind an app whose DATA_DIR is a fresh temporary folder, so uploads
  // never land in the developer's ./data.
  let app: FastifyInstance;
  let dataDir: string;
  let demoId: number;
  let idCategory: number;
  let addressCategory: number;
  let png: Upload;
  let pdf: Upload;

  const call = ({ token, ...opts }: InjectOptions & { token?: string }) =>
    app.inject({
      ...opts,
      headers: {
        'api-key': defaultAppKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...opts.headers,
      },
    });
  const submit = (token: string, payload: FormData) =>
    call({ method: 'POST', url: '/api/kyc/submit', token, payload });
  const deleteKyc = (id: number | string) =>
    call({ method: 'DELETE', url: `/api/referrals/delete_kyc/${id}`, token: tokens.demo });
  const memberFolder = () => path.join(dataDir, 'uploads', 'kyc', String(demoId));
  const counts = async () =>
    (
      await t.db.query<{ docs: number; files: number }>(
        `SELECT (SELECT count(*)::int FROM kyc_documents WHERE member_id = $1) AS docs,
                (SELECT count(*)::int FROM kyc_files f JOIN kyc_documents d ON d.id = f.document_id
                  WHERE d.member_id = $1) AS files`,
        [demoId],
      )
    )[0]!;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kyc-test-'));
    app = await buildApp({
      db: t.db,
      config: testConfig(dataDir),
    });
    demoId = await idOf(t.db, 'demo');
    const inserted = await t.db.query<{ id: number }>(
      `INSERT INTO kyc_categories (name, description, sort_order)
       VALUES ('Test identity', 'Passport or ID card', 900), ('Test address', NULL, 901)
       RETURNING id`,
    );
    [idCategory, addressCategory] = inserted.map((r) => r.id) as [number, number];
    png = { name: 'my passport.png', type: 'image/png', content: await fixture('id-card.png') };
    pdf = {
      name: 'address-proof.pdf',
      type: 'application/pdf',
      content: await fixture('address-proof.pdf'),
    };
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the categories with id, name and description', async () => {
    const res = await call({ method: 'GET', url: '/api/kyc/kyc_category', token: tokens.demo });
    expect(res.statusCode).toBe(200);
    const body = kycCategoriesWire.strict().parse(res.json());
    const rows = await t.db.query(
      'SELECT id, name, description FROM kyc_categories ORDER BY sort_order, id',
    );
    expect(body.items).toEqual(rows);
    expect(body.items).toContainEqual({
      id: addressCategory,
      name: 'Test address',
      description: null,
    });
  });

  let submitted: KycDocumentWire;

  it('stores real PNG and PDF files under server-chosen names and lists them', async () => {
    const before = await counts();
    const res = await submit(tokens.demo, form([png, pdf], idCategory));
    expect(res.statusCode, res.body).toBe(201);
    submitted = kycSubmitResponseWire.strict().parse(res.json()).document;
    expect(submitted).toMatchObject({ status: 'pending', category_name: 'Test identity' });
    expect(submitted.documents.map((f) => [f.file_name, f.mime_type, f.size])).toEqual([
      ['my passport.png', 'image/png', png.content.length],
      ['address-proof.pdf', 'application/pdf', pdf.content.length],
    ]);
    expect(await counts()).toEqual({ docs: before.docs + 1, files: before.files + 2 });

    const stored = await t.db.query<{ stored_name: string }>(
      'SELECT stored_name FROM kyc_files WHERE document_id = $1 ORDER BY id',
      [submitted.id],
    );
    const onDisk = await readdir(memberFolder());
    for (const [i, row] of stored.entries()) {
      expect(row.stored_name).not.toContain('passport');
      expect(onDisk).toContain(row.stored_name);
      const bytes = await readFile(path.join(memberFolder(), row.stored_name));
      expect(Buffer.compare(bytes, Buffer.from([png, pdf][i]!.content))).toBe(0);
    }

    const details = kycDetailsWire
      .strict()
      .parse(
        (await call({ method: 'GET', url: '/api/kyc/kyc_details', token: tokens.demo })).json(),
      );
    expect(details.items).toContainEqual(submitted);
  });

  it('serves a file back to its owner only', async () => {
    const [file] = submitted.documents;
    const own = await call({ method: 'GET', url: file!.url, token: tokens.demo });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(own.rawPayload, Buffer.from(png.content))).toBe(0);

    const other = await call({ method: 'GET', url: file!.url, token: tokens.founder });
    expect(other.statusCode).toBe(404);
    expect((await call({ method: 'GET', url: file!.url })).statusCode).toBe(401);
    for (const url of ['/api/kyc/file/999999999', '/api/kyc/file/abc'])
      expect((await call({ method: 'GET', url, token: tokens.demo })).statusCode, url).toBe(404);
  });

  it("never lists another member's documents", async () => {
    const res = await call({ method: 'GET', url: '/api/kyc/kyc_details', token: tokens.founder });
    const ids = kycDetailsWire.parse(res.json()).items.map((d) => d.id);
    expect(ids).not.toContain(submitted.id);
  });

  it('refuses a second open document in the same category', async () => {
    const res = await submit(tokens.demo, form([pdf], idCategory));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('category_id');
  });

  it('refuses a text file renamed to .png and claiming image/png, storing nothing', async () => {
    const before = await counts();
    const filesBefore = await readdir(memberFolder());
    const fake = {
      name: 'holiday.png',
      type: 'image/png',
      content: await fixture('notes-renamed.png'),
    };
    const res = await submit(tokens.demo, form([fake], addressCategory));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_code: 'validation_error',
      errors: { documents: ['Only PNG, JPEG and PDF files are accepted.'] },
    });
    expect(await counts()).toEqual(before);
    expect(await readdir(memberFolder())).toEqual(filesBefore);
  });

  it('refuses a file over 5 MB, more than four files, no file and an unknown category', async () => {
    const before = await counts();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png.content);
    const oversize = await submit(
      tokens.demo,
      form([{ name: 'big.png', type: 'image/png', content: big }], addressCategory),
    );
    expect(oversize.statusCode).toBe(422);
    expect(oversize.json().errors.documents).toEqual(['Each file must be at most 5 MB.']);

    const five = await submit(tokens.demo, form([png, png, png, png, png], addressCategory));
    expect(five.statusCode).toBe(422);
    expect(five.json().errors).toHaveProperty('documents');

    const none = await submit(tokens.demo, form([], addressCategory));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.documents).toEqual(['Attach at least one file.']);

    for (const category of [999999, 'passport', undefined]) {
      const res = await submit(tokens.demo, form([png], category));
      expect(res.statusCode, String(category)).toBe(422);
      expect(res.json().errors).toHaveProperty('category_id');
    }

    const json = await call({
      method: 'POST',
      url: '/api/kyc/submit',
      token: tokens.demo,
      payload: { category_id: addressCategory },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toHaveProperty('documents');
    expect(await counts()).toEqual(before);
  });

  it('accepts exactly one of several simultaneous submissions in one category', async () => {
    const [{ id: category }] = (await t.db.query<{ id: number }>(
      "INSERT INTO kyc_categories (name, sort_order) VALUES ('Test selfie', 902) RETURNING id",
    )) as [{ id: number }];
    const results = await Promise.all(
      Array.from({ length: 6 }, () => submit(tokens.demo, form([png], category))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    const rows = await t.db.query(
      'SELECT id FROM kyc_documents WHERE member_id = $1 AND category_id = $2',
      [demoId, category],
    );
    expect(rows).toHaveLength(1);
  });

  it("answers 404 when deleting another member's document and keeps it", async () => {
    const res = await call({
      method: 'DELETE',
      url: `/api/referrals/delete_kyc/${submitted.id}`,
      token: tokens.founder,
    });
    expect(res.statusCode).toBe(404);
    const rows = await t.db.query('SELECT id FROM kyc_documents WHERE id = $1', [submitted.id]);
    expect(rows).toHaveLength(1);
  });

  it('deletes a pending document with its rows and files, then accepts a new one', async () => {
    const stored = await t.db.query<{ stored_name: string }>(
      'SELECT stored_name FROM kyc_files WHERE document_id = $1',
      [submitted.id],
    );
    const res = await call({
      method: 'DELETE',
      url: `/api/referrals/delete_kyc/${submitted.id}`,
      token: tokens.demo,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: submitted.id, deleted: true });
    expect(
      await t.db.query('SELECT id FROM kyc_documents WHERE id = $1', [submitted.id]),
    ).toHaveLength(0);
    expect(
      await t.db.query('SELECT id FROM kyc_files WHERE document_id = $1', [submitted.id]),
    ).toHaveLength(0);
    for (const row of stored)
      expect(existsSync(path.join(memberFolder(), row.stored_name))).toBe(false);
    const download = await call({
      method: 'GET',
      url: submitted.documents[0]!.url,
      token: tokens.demo,
    });
    expect(download.statusCode).toBe(404);

    const again = await submit(tokens.demo, form([png], idCategory));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('keeps an approved document and deletes a rejected one', async () => {
    const approved = kycSubmitResponseWire.parse(
      (await submit(tokens.demo, form([pdf], addressCategory))).json(),
    ).document;
    await t.db.query("UPDATE kyc_documents SET status = 'approved' WHERE id = $1", [approved.id]);
    const refused = await deleteKyc(approved.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('id');
    const download = await call({
      method: 'GET',
      url: approved.documents[0]!.url,
      token: tokens.demo,
    });
    expect(download.statusCode).toBe(200);

    await t.db.query("UPDATE kyc_documents SET status = 'rejected' WHERE id = $1", [approved.id]);
    const deleted = await deleteKyc(approved.id);
    expect(deleted.statusCode).toBe(200);
    for (const id of ['abc', '999999999']) expect((await deleteKyc(id)).statusCode).toBe(404);
  });
});
