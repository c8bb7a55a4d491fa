import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmitResponseWire } from '../../contract/kyc';
import { mailSentResponseWire, mailThreadWire } from '../../contract/mail';
import { ticketResponseWire } from '../../contract/support';
import { createTestApp, type TestApp } from './app-fixture';
import { fixture, messageForm } from './mail-fixture';
import { dbLabel } from './test-db';

// Issue 27 point 5 (files cannot become pages) and the no-store part of point 6.

/** A stand-in for the built app: the server only needs dist/index.html and its files. */
async function fixtureDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'app.js'), 'export {};\n');
  return dir;
}

/** The headers every member file is answered with, whatever its type. */
function expectSandboxedDownload(res: LightMyRequestResponse, type: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(type);
  const policy = String(res.headers['content-security-policy']);
  expect(policy.split(';').map((d) => d.trim())).toEqual(
    expect.arrayContaining(['sandbox', "default-src 'none'"]),
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
  expect(String(res.headers['cache-control'])).toMatch(/\bno-store\b/);
}

describe(`member files and member answers on ${dbLabel}`, () => {
  let t: TestApp;
  let distDir: string;
  let demo: string;
  let child: string;
  let childUsername: string;
  let kycCategory: number;
  let png: Uint8Array<ArrayBuffer>;
  let pdf: Uint8Array<ArrayBuffer>;
  /** A real PNG with a page after it: a picture to a viewer, a script to a browser. */
  let pngPage: Uint8Array<ArrayBuffer>;

  const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });
  const sendMail = (files: Parameters<typeof messageForm>[1]) =>
    t.call({
      method: 'POST',
      url: '/api/mail/compose',
      token: demo,
      payload: messageForm(
        {
          recipient_type: 'downline',
          username: childUsername,
          subject: 'Your invoice',
          body: 'Attached.',
        },
        files,
      ),
    });
  const openTicket = (files: Parameters<typeof messageForm>[1]) =>
    t.call({
      method: 'POST',
      url: '/api/support/tickets',
      token: demo,
      payload: messageForm(
        {
          category: 'payouts',
          priority: 'normal',
          subject: 'My bank statement',
          description: 'Attached.',
        },
        files,
      ),
    });
  const submitKyc = (file: { name: string; type: string; content: Uint8Array<ArrayBuffer> }) => {
    const form = new FormData();
    form.append('category_id', String(kycCategory));
    form.append('documents[]', new Blob([file.content], { type: file.type }), file.name);
    return t.call({ method: 'POST', url: '/api/kyc/submit', token: demo, payload: form });
  };

  beforeAll(async () => {
    distDir = await fixtureDist();
    t = await createTestApp(60, { distDir });
    demo = await t.loginAs('demo');
    const [row] = await t.db.query<{ child: string }>(
      `SELECT c.username AS child FROM members c JOIN members d ON c.parent_id = d.id
        WHERE d.username = 'demo' ORDER BY c.id LIMIT 1`,
    );
    childUsername = row!.child;
    child = await t.loginAs(childUsername);
    [kycCategory] = (
      await t.db.query<{ id: number }>(
        `INSERT INTO kyc_categories (name, description, sort_order)
         VALUES ('Files test', NULL, 950) RETURNING id`,
      )
    ).map((r) => r.id) as [number];
    png = await fixture('id-card.png');
    pdf = await fixture('address-proof.pdf');
    const page = new TextEncoder().encode(
      '<!doctype html><html><body><script>alert(document.domain)</script></body></html>',
    );
    pngPage = new Uint8Array(png.length + page.length);
    pngPage.set(png);
    pngPage.set(page, png.length);
  });
  afterAll(async () => {
    await t?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('names a PNG sent as invoice.html invoice.png, in the mail and in its download', async () => {
    const res = await sendMail([{ name: 'invoice.html', type: 'text/html', content: pngPage }]);
    expect(res.statusCode, res.body).toBe(201);
    const sent = mailSentResponseWire.parse(res.json());
    const file = sent.message.attachments[0]!;
    expect(file).toMatchObject({ file_name: 'invoice.png', mime_type: 'image/png' });

    // The recipient's copy of the thread names it the same, and so does the download.
    const thread = mailThreadWire.parse(
      (await get(`/api/mail/threads/${sent.thread_id}`, child)).json(),
    );
    expect(thread.messages.at(-1)!.attachments[0]!.file_name).toBe('invoice.png');
    const download = await get(file.url, child);
    expectSandboxedDownload(download, 'image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="invoice.png"; filename*=UTF-8''invoice.png`,
    );
    expect(download.rawPayload).toEqual(Buffer.from(pngPage));

    // A file stored under the sender's name before this rule is named by its type on the way out.
    await t.db.query(`UPDATE message_attachments SET file_name = 'invoice.html' WHERE id = $1`, [
      file.id,
    ]);
    const again = mailThreadWire.parse(
      (await get(`/api/mail/threads/${sent.thread_id}`, child)).json(),
    );
    expect(again.messages.at(-1)!.attachments[0]!.file_name).toBe('invoice.png');
    expect((await get(file.url, child)).headers['content-disposition']).toBe(
      `attachment; filename="invoice.png"; filename*=UTF-8''invoice.png`,
    );
  });

  it('gives a ticket file an ASCII fallback name and the exact name in UTF-8', async () => {
    const res = await openTicket([
      { name: 'Rechnung März (1).html', type: 'text/html', content: pngPage },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const file = ticketResponseWire.parse(res.json()).ticket.messages[0]!.attachments[0]!;
    expect(file.file_name).toBe('Rechnung März (1).png');
    const download = await get(file.url, demo);
    expectSandboxedDownload(download, 'image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung M_rz (1).png"; filename*=UTF-8''Rechnung%20M%C3%A4rz%20%281%29.png`,
    );
  });

  it('names a KYC file by its type too', async () => {
    const res = await submitKyc({ name: 'passport.html', type: 'text/html', content: pngPage });
    expect(res.statusCode, res.body).toBe(201);
    const file = kycSubmitResponseWire.parse(res.json()).document.documents[0]!;
    expect(file).toMatchObject({ file_name: 'passport.png', mime_type: 'image/png' });
    const download = await get(file.url, demo);
    expectSandboxedDownload(download, 'image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="passport.png"; filename*=UTF-8''passport.png`,
    );
    await t.db.query('DELETE FROM kyc_documents WHERE category_id = $1', [kycCategory]);
  });

  it('keeps the sandbox policy on a PDF a member uploaded, in mail, tickets and KYC', async () => {
    const upload = { name: 'statement.pdf', type: 'application/pdf', content: pdf };
    const mail = mailSentResponseWire.parse((await sendMail([upload])).json());
    const ticket = ticketResponseWire.parse((await openTicket([upload])).json()).ticket;
    const kyc = kycSubmitResponseWire.parse((await submitKyc(upload)).json()).document;
    for (const [url, token] of [
      [mail.message.attachments[0]!.url, child],
      [ticket.messages[0]!.attachments[0]!.url, demo],
      [kyc.documents[0]!.url, demo],
    ] as const) {
      const download = await get(url, token);
      expectSandboxedDownload(download, 'application/pdf');
      expect(download.headers['content-disposition']).toContain('filename="statement.pdf"');
    }
  });

  it('lets only the PDFs the company made go without the page policy', async () => {
    const statement = await get(
      '/api/wallet/earnings_statement.pdf?start_date=2025-02-01&end_date=2025-02-28',
      demo,
    );
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');
    expect(statement.headers['content-security-policy']).toBeUndefined();
    expect(statement.headers['x-content-type-options']).toBe('nosniff');
    expect(statement.headers['cache-control']).toBe('private, no-store');

    const learning = await get('/media/learning/starter-guide.en.pdf');
    expect(learning.statusCode).toBe(200);
    expect(learning.headers['content-security-policy']).toBeUndefined();
    expect(learning.headers['cache-control']).toBe('public, max-age=86400');

    // The statement's CSV is no PDF: it keeps the policy.
    const csv = await get(
      '/api/wallet/earnings_statement.csv?start_date=2025-02-01&end_date=2025-02-28',
      demo,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });

  it('sends no-store with every member answer, errors included', async () => {
    const answers: [string, LightMyRequestResponse, number][] = [
      ['wallet figures', await get('/api/wallet/statement', demo), 200],
      ['mail', await get('/api/mail/inbox', demo), 200],
      ['notification count', await get('/api/home/notifications_count', demo), 200],
      ['no token', await get('/api/wallet/statement'), 401],
      ['dead token', await get('/api/wallet/statement', 'not-a-token'), 401],
      ['bad input', await get('/api/support/tickets?status=lost', demo), 422],
      ['not found', await get('/api/mail/threads/999999999', demo), 404],
      ['no such call', await get('/api/no-such-call', demo), 404],
      [
        'no application key',
        await t.call({ method: 'GET', url: '/api/wallet/statement', headers: { 'api-key': '' } }),
        403,
      ],
      [
        'a new token',
        await t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { login_using: 'username', username: 'demo', password: 'demopass1' },
        }),
        200,
      ],
    ];
    for (const [what, res, status] of answers) {
      expect(res.statusCode, what).toBe(status);
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
  });

  it('leaves the caching of public media and the app shell as it was', async () => {
    const media = await get('/media/learning/starter-guide.en.pdf');
    expect(media.headers['cache-control']).toBe('public, max-age=86400');
    for (const url of ['/', '/member/wallet/statement']) {
      const shell = await get(url);
      expect(shell.statusCode, url).toBe(200);
      expect(shell.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await get('/assets/app.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
