import type { Queryable } from '../db/connection';
import { kycSampleContent, kycSampleFiles } from '../kyc';

/**
 * Pending documents for the desk's KYC queue (issue 30), so a reviewer finds work on a fresh
 * `npm start`: the first few generated members each sent an identity card (PNG) or a proof of
 * address (PDF) between one and six days ago. The seed writes no files and does not know the
 * data folder, so the files are the kyc area's built-in samples (kyc-samples.ts), which the
 * desk shows like any upload.
 */
const queued = 6;

export async function writeKycDeskQueue(tx: Queryable): Promise<void> {
  const members = await tx.query<{ id: string | number }>(
    `SELECT id FROM members
      WHERE role_id <> 1 AND status = 1 AND username NOT IN ('founder', 'demo', 'blocked')
        AND NOT EXISTS (SELECT 1 FROM kyc_documents d WHERE d.member_id = members.id)
      ORDER BY id LIMIT $1`,
    [queued],
  );
  const categories = await tx.query<{ id: number }>(
    'SELECT id FROM kyc_categories ORDER BY sort_order, id LIMIT 2',
  );
  if (categories.length < 2) return;
  for (const [i, member] of members.entries()) {
    const identity = i % 2 === 0;
    const [doc] = await tx.query<{ id: string | number }>(
      `INSERT INTO kyc_documents (member_id, category_id, status, created_at, updated_at)
       VALUES ($1, $2, 'pending', now() - make_interval(hours => $3), now() - make_interval(hours => $3))
       RETURNING id`,
      [member.id, categories[identity ? 0 : 1]!.id, (queued - i) * 22 + 3],
    );
    const storedName = identity ? 'sample-id-card.png' : 'sample-address.pdf';
    await tx.query(
      `INSERT INTO kyc_files (document_id, file_name, stored_name, mime_type, size_bytes)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        doc!.id,
        identity ? 'identity-card.png' : 'utility-bill.pdf',
        storedName,
        kycSampleFiles[storedName],
        kycSampleContent(storedName)!.length,
      ],
    );
  }
}
