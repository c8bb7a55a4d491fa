import type { Db } from '../db/connection';
import { operatorAction } from '../audit';
import { decidePendingKyc, type DeskKycDocument, type KycDecision } from '../kyc';
import type { OperatorActor } from '../shared/types';

/**
 * An operator's decision on a pending KYC document, with its audit row (status and reason
 * before and after) in the same transaction. The kyc area owns the rule and the writes; this
 * area is the desk's door to them, since the audit trail sits above the member areas.
 */
export async function decideKyc(
  db: Db,
  actor: OperatorActor,
  documentId: number,
  decision: KycDecision,
): Promise<DeskKycDocument> {
  return operatorAction(db, actor, async (tx) => {
    const { document, before } = await decidePendingKyc(tx, documentId, decision);
    const reason = decision.status === 'rejected' ? decision.reason : null;
    return {
      result: document,
      audit: {
        action: decision.status === 'approved' ? 'kyc.approve' : 'kyc.reject',
        subjectType: 'kyc_document',
        subjectId: documentId,
        before,
        after: { status: decision.status, reason },
        reason,
      },
    };
  });
}
