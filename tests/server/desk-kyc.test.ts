import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { deskKycDetailWire, deskKycPageWire, type DeskKycItemWire } from '../../contract/desk-kyc';
import { kycDetailsWire } from '../../contract/kyc';
import { expectInvalid, getJson, idOf, useSessions, useTestApp } from './app-fixture';
import { pickMembers, setWallet } from './payout-fixture';
import { dbLabel } from './test-db';

type Page = { items: DeskKycItemWire[]; next_page_url: string | null };

/**
 * The desk's identity-documents queue (issue 30): operators holding `kyc` list members'
 * documents, view their files inline and approve or reject pending ones, each decision
 * audited and told to the member; where the company requires KYC, approval makes them payable.
 */
describe(`desk KYC queue on ${dbLabel}`, () => {
  const t = useTestApp(40);
  const tokens = useSessions(t, 'demo', 'treasurer', 'reviewer', 'admin');
  let identityCategory: number;
  let bankCategory: number;

  const post = (url: string, token: string, payload: object = {}, remoteAddress?: string) =>
    t.call({ method: 'POST', url, token, payload, ...(remoteAddress ? { remoteAddress } : {}) });
  const page = async (query: string, token = tokens.reviewer): Promise<Page> => {
    const res = await getJson(t, `/api/admin/kyc/documents${query}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return deskKycPageWire.parse(res.body);
  };
  /** A fresh pending document of a member, with one file of the sample PNG. */
  const pendingOf = async (memberId: number, categoryId = bankCategory, hoursAgo = 1) => {
    const [doc] = await t.db.query<{ id: number }>(
      `INSERT INTO kyc_documents (member_id, category_id, status, created_at, updated_at)
       VALUES ($1, $2, 'pending', now() - make_interval(hours => $3), now() - make_interval(hours => $3))
       RETURNING id`,
      [memberId, categoryId, hoursAgo],
    );
    await t.db.query(
      `INSERT INTO kyc_files (document_id, file_name, stored_name, mime_type, size_bytes)
       VALUES ($1, 'card.png', 'sample-id-card.png', 'image/png', 313)`,
      [doc!.id],
    );
    return Number(doc!.id);
  };

  beforeAll(async () => {
    const categories = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM kyc_categories ORDER BY sort_order, id',
    );
    identityCategory = categories[0]!.id;
    bankCategory = categories[2]!.id;
  });

  it('answers every call to reviewer and admin only: a member and the treasurer get 403', async () => {
    const [first] = (await page('')).items;
    const detail = deskKycDetailWire.parse(
      (await getJson(t, `/api/admin/kyc/documents/${first!.id}`, tokens.reviewer)).body,
    );
    const reads = [
      '/api/admin/kyc/documents',
      `/api/admin/kyc/documents/${first!.id}`,
      detail.files[0]!.url,
    ];
    for (const url of reads) {
      for (const who of ['demo', 'treasurer'] as const)
        expect((await t.call({ method: 'GET', url, token: tokens[who] })).statusCode, url).toBe(
          403,
        );
      for (const who of ['reviewer', 'admin'] as const)
        expect((await t.call({ method: 'GET', url, token: tokens[who] })).statusCode, url).toBe(
          200,
        );
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    const [m1, m2] = await pickMembers(t.db, 2);
    const a = await pendingOf(m1!.id);
    const b = await pendingOf(m2!.id);
    for (const who of ['demo', 'treasurer'] as const) {
      const approve = await post(`/api/admin/kyc/documents/${a}/approve`, tokens[who]);
      expect(approve.statusCode).toBe(403);
      const reject = await post(`/api/admin/kyc/documents/${a}/reject`, tokens[who], {
        reason: 'Blurred photo.',
      });
      expect(reject.statusCode).toBe(403);
    }
    expect((await post(`/api/admin/kyc/documents/${a}/approve`, tokens.reviewer)).statusCode).toBe(
      200,
    );
    const rejected = await post(`/api/admin/kyc/documents/${b}/reject`, tokens.admin, {
      reason: 'Blurred photo.',
    });
    expect(rejected.statusCode).toBe(200);
  });

  it('queues pending documents oldest first, the seeded ones with their members and files', async () => {
    const { items } = await page('');
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.every((d) => d.status === 'pending')).toBe(true);
    const created = items.map((d) => d.created_at);
    expect(created).toEqual([...created].sort());
    expect(items[0]).toMatchObject({
      member: { id: expect.any(Number), username: expect.any(String) },
      reason: null,
      file_count: 1,
    });
  });

  it('filters by member (username, e-mail or id), category and status, newest decision first', async () => {
    const [, , m3] = await pickMembers(t.db, 3);
    const id = await pendingOf(m3!.id, bankCategory, 500);
    const [{ email }] = (await t.db.query<{ email: string }>(
      'SELECT email FROM members WHERE id = $1',
      [m3!.id],
    )) as [{ email: string }];
    for (const member of [m3!.username.slice(1, -1).toUpperCase(), email, String(m3!.id)]) {
      const found = await page(`?member=${encodeURIComponent(member)}`);
      expect(found.items.map((d) => d.id)).toContain(id);
      if (member === String(m3!.id)) expect(found.items.map((d) => d.member.id)).toContain(m3!.id);
    }
    expect((await page(`?member=%25_nobody_%25`)).items).toEqual([]);
    const byCategory = await page(`?category=${bankCategory}`);
    expect(byCategory.items.map((d) => d.id)).toContain(id);
    expect(byCategory.items.every((d) => d.category_id === bankCategory)).toBe(true);
    const identity = await page(`?category=${identityCategory}`);
    expect(identity.items.map((d) => d.id)).not.toContain(id);

    await post(`/api/admin/kyc/documents/${id}/approve`, tokens.reviewer);
    const approved = await page('?status=approved');
    expect(approved.items[0]!.id).toBe(id);
    const updated = approved.items.map((d) => d.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
    const all = await page('?status=all');
    expect(new Set(all.items.map((d) => d.status)).size).toBeGreaterThan(1);
  });

  it('pages the queue with next_page_url, without gaps or repeats', async () => {
    const members = await pickMembers(t.db, 30);
    for (const [i, m] of members.entries()) await pendingOf(m.id, bankCategory, 1000 + i);
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM kyc_documents WHERE status = 'pending'`,
    )) as [{ n: number }];
    const seen: number[] = [];
    let next: string | null = '/api/admin/kyc/documents';
    let pages = 0;
    while (next) {
      const url = new URL(next, 'http://x');
      const res = await page(url.search || '');
      seen.push(...res.items.map((d) => d.id));
      next = res.next_page_url;
      pages += 1;
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen).toHaveLength(n);
    expect(new Set(seen).size).toBe(n);
  });

  it('approves and rejects with an audit row, a notice, and the member sees status and reason', async () => {
    const memberToken = await t.loginAs('founder');
    const founderId = await idOf(t.db, 'founder');
    const approveId = await pendingOf(founderId, identityCategory);
    const rejectId = await pendingOf(founderId, bankCategory);

    const approved = await post(
      `/api/admin/kyc/documents/${approveId}/approve`,
      tokens.reviewer,
      {},
      '198.51.100.7',
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json().document).toMatchObject({ id: approveId, status: 'approved' });
    const rejected = await post(
      `/api/admin/kyc/documents/${rejectId}/reject`,
      tokens.admin,
      { reason: '  The statement is older than three months.  ' },
      '198.51.100.8',
    );
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().document).toMatchObject({
      status: 'rejected',
      reason: 'The statement is older than three months.',
    });

    const audit = await t.db.query<{
      action: string;
      operator: string;
      before: unknown;
      after: unknown;
      reason: string | null;
      address: string;
    }>(
      `SELECT a.action, o.username AS operator, a.before, a.after, a.reason, a.address
         FROM operator_audit a JOIN members o ON o.id = a.operator_id
        WHERE a.subject_type = 'kyc_document' AND a.subject_id = ANY($1::text[]) ORDER BY a.id`,
      [[String(approveId), String(rejectId)]],
    );
    expect(audit).toEqual([
      {
        action: 'kyc.approve',
        operator: 'reviewer',
        before: { status: 'pending', reason: null },
        after: { status: 'approved', reason: null },
        reason: null,
        address: '198.51.100.7',
      },
      {
        action: 'kyc.reject',
        operator: 'admin',
        before: { status: 'pending', reason: null },
        after: { status: 'rejected', reason: 'The statement is older than three months.' },
        reason: 'The statement is older than three months.',
        address: '198.51.100.8',
      },
    ]);

    const notices = await t.db.query<{ title: string; body: string }>(
      `SELECT title, body FROM notifications WHERE member_id = $1 AND kind = 'message'
         AND ref_id IS NULL AND title LIKE 'Your %' ORDER BY id`,
      [founderId],
    );
    expect(notices).toHaveLength(2);
    expect(notices[0]!.title).toMatch(/approved/);
    expect(notices[1]!.title).toMatch(/rejected/);
    expect(notices[1]!.body).toContain('The statement is older than three months.');

    const mine = kycDetailsWire.parse(
      (await getJson(t, '/api/kyc/kyc_details', memberToken)).body,
    ).items;
    expect(mine.find((d) => d.id === approveId)).toMatchObject({
      status: 'approved',
      rejection_reason: null,
    });
    expect(mine.find((d) => d.id === rejectId)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The statement is older than three months.',
    });
  });

  it('tells a Spanish-reading member in Spanish, with the category’s Spanish name', async () => {
    const [m] = await pickMembers(t.db, 1);
    await t.db.query(`UPDATE members SET language = 'es' WHERE id = $1`, [m!.id]);
    const [category] = await t.db.query<{ es: string | null }>(
      `SELECT translations -> 'es' ->> 'name' AS es FROM kyc_categories WHERE id = $1`,
      [identityCategory],
    );
    expect(category?.es).toBeTruthy();
    const approved = await pendingOf(m!.id, identityCategory, 3);
    const rejected = await pendingOf(m!.id, identityCategory, 3);
    expect(
      (await post(`/api/admin/kyc/documents/${approved}/approve`, tokens.reviewer)).statusCode,
    ).toBe(200);
    const reason = 'La foto está borrosa.';
    expect(
      (await post(`/api/admin/kyc/documents/${rejected}/reject`, tokens.reviewer, { reason }))
        .statusCode,
    ).toBe(200);
    const notices = await t.db.query<{ title: string; body: string }>(
      `SELECT title, body FROM notifications WHERE member_id = $1 AND kind = 'message'
         AND ref_id IS NULL ORDER BY id DESC LIMIT 2`,
      [m!.id],
    );
    expect(notices.reverse()).toEqual([
      {
        title: `Se aprobó tu documento: ${category!.es}`,
        body: 'La empresa revisó tu documento. No necesitas hacer nada más.',
      },
      {
        title: `Se rechazó tu documento: ${category!.es}`,
        body: `${reason} Sube uno nuevo en KYC.`,
      },
    ]);
  });

  it('refuses to decide a document twice: 409 conflict, nothing changed, no audit row', async () => {
    const [m] = await pickMembers(t.db, 1);
    const id = await pendingOf(m!.id, identityCategory, 2);
    expect((await post(`/api/admin/kyc/documents/${id}/approve`, tokens.reviewer)).statusCode).toBe(
      200,
    );
    const countAudit = async () =>
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM operator_audit WHERE subject_id = $1`,
          [String(id)],
        )
      )[0]!.n;
    const before = await countAudit();
    for (const again of [
      post(`/api/admin/kyc/documents/${id}/approve`, tokens.reviewer),
      post(`/api/admin/kyc/documents/${id}/reject`, tokens.admin, { reason: 'Changed my mind.' }),
    ]) {
      const res = await again;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error_code: 'conflict' });
      expect(res.json().message).toMatch(/already approved/);
    }
    expect(await countAudit()).toBe(before);
    const [row] = await t.db.query<{ status: string }>(
      'SELECT status FROM kyc_documents WHERE id = $1',
      [id],
    );
    expect(row!.status).toBe('approved');
  });

  it('answers bad ids with 404 and bad reasons or filters with 422, never 500', async () => {
    const [m] = await pickMembers(t.db, 1);
    const id = await pendingOf(m!.id, identityCategory, 3);
    for (const bad of ['abc', '-1', '1.5', '99999999999', '9'.repeat(30)]) {
      for (const url of [`/api/admin/kyc/documents/${bad}`, `/api/admin/kyc/files/${bad}`])
        expect((await getJson(t, url, tokens.reviewer)).status, url).toBe(404);
      expect(
        (await post(`/api/admin/kyc/documents/${bad}/approve`, tokens.reviewer)).statusCode,
      ).toBe(404);
      expect(
        (
          await post(`/api/admin/kyc/documents/${bad}/reject`, tokens.reviewer, {
            reason: 'Blurred.',
          })
        ).statusCode,
      ).toBe(404);
    }
    const reasons: unknown[] = [
      {},
      { reason: '' },
      { reason: '   ab   ' },
      { reason: 'x'.repeat(501) },
      { reason: 42 },
    ];
    for (const payload of reasons) {
      const res = await post(
        `/api/admin/kyc/documents/${id}/reject`,
        tokens.reviewer,
        payload as object,
      );
      expectInvalid(
        { status: res.statusCode, body: res.json() },
        JSON.stringify(payload),
        'reason',
      );
      expect(res.json().errors.reason[0]).toMatch(/3 to 500 characters/);
    }
    const [row] = await t.db.query<{ status: string }>(
      'SELECT status FROM kyc_documents WHERE id = $1',
      [id],
    );
    expect(row!.status).toBe('pending');
    for (const [query, field] of [
      ['status=maybe', 'status'],
      ['category=abc', 'category'],
      ['category=99999999999', 'category'],
      ['cursor=not-a-cursor', 'cursor'],
      [`member=${'x'.repeat(101)}`, 'member'],
    ] as const)
      expectInvalid(
        await getJson(t, `/api/admin/kyc/documents?${query}`, tokens.reviewer),
        query,
        field,
      );
  });

  it('shows a file inline, typed, sandboxed and never cached', async () => {
    const [first] = (await page('?status=all&category=' + identityCategory)).items;
    const detail = deskKycDetailWire.parse(
      (await getJson(t, `/api/admin/kyc/documents/${first!.id}`, tokens.reviewer)).body,
    );
    expect(detail.member.id).toBe(first!.member.id);
    const file = detail.files[0]!;
    const res = await t.call({ method: 'GET', url: file.url, token: tokens.reviewer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    // A stored type that is neither an image nor a PDF is only ever downloaded.
    await t.db.query(`UPDATE kyc_files SET mime_type = 'text/html' WHERE id = $1`, [file.id]);
    const html = await t.call({ method: 'GET', url: file.url, token: tokens.reviewer });
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(html.headers['content-disposition']).toMatch(/^attachment;/);
    expect(html.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    await t.db.query(`UPDATE kyc_files SET mime_type = 'image/png' WHERE id = $1`, [file.id]);
  });

  it('refuses a payout until the member has an approved document where the company requires KYC', async () => {
    // A member who uploads their own file, which the desk then views from disk and approves.
    const members = await pickMembers(t.db, 40);
    const m = members[members.length - 1]!;
    await t.db.query(`DELETE FROM kyc_documents WHERE member_id = $1`, [m.id]);
    const token = await t.loginAs(m.username);
    await setWallet(t.db, m.id, 100_000);
    await t.db.query(
      `INSERT INTO settings (key, value) VALUES ('kyc_required_for_payout', 'true')
       ON CONFLICT (key) DO UPDATE SET value = 'true'`,
    );
    try {
      const ask = () =>
        t.call({
          method: 'POST',
          url: '/api/payout/request_payout',
          token,
          payload: { amount: '20', password: 'demopass1' },
        });
      const refused = await ask();
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.kyc[0]).toMatch(/approved identity document/);

      const form = new FormData();
      form.append('category_id', String(identityCategory));
      const png = await readFile(new URL('../fixtures/id-card.png', import.meta.url));
      form.append('documents[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const upload = await t.call({ method: 'POST', url: '/api/kyc/submit', token, payload: form });
      expect(upload.statusCode, upload.body).toBe(201);
      const documentId = upload.json().document.id as number;
      expect((await ask()).statusCode).toBe(422);

      const detail = deskKycDetailWire.parse(
        (await getJson(t, `/api/admin/kyc/documents/${documentId}`, tokens.reviewer)).body,
      );
      const view = await t.call({
        method: 'GET',
        url: detail.files[0]!.url,
        token: tokens.reviewer,
      });
      expect(view.statusCode).toBe(200);
      expect(view.rawPayload.equals(png)).toBe(true);

      await post(`/api/admin/kyc/documents/${documentId}/approve`, tokens.reviewer);
      const paid = await ask();
      expect(paid.statusCode, paid.body).toBeLessThan(300);
    } finally {
      await t.db.query(`DELETE FROM settings WHERE key = 'kyc_required_for_payout'`);
    }
  });
});
