import { csvCell } from '../../contract/csv';
import { payoutBatchCsvColumns, type DeskPayoutStatus } from '../../contract/desk-payouts';
import { minorToDecimal } from '../../contract/money';
import type { PayoutStatus } from '../payout';
import { sepaText } from './sepa-pain001';

/** Above this many minor units (strictly) a payout needs two operators, unless set otherwise. */
export const defaultSecondApprovalAboveMinor = 50_000;

/** The company's settings of the payouts desk (`settings.payouts`), all optional. */
export type PayoutDeskSettings = {
  /** Decimal amount in the base currency, e.g. "500.00". */
  second_approval_above?: string | number;
  /** The company's own account the SEPA file debits. */
  debtor_name?: string;
  debtor_iban?: string;
  debtor_bic?: string;
};

export const approvalsNeeded = (amountMinor: number, aboveMinor: number): number =>
  amountMinor > aboveMinor ? 2 : 1;

/** The desk's status: a pending payout one operator approved awaits the second. */
export function deskStatusOf(status: PayoutStatus, approvals: number): DeskPayoutStatus {
  return status === 'pending' && approvals > 0 ? 'awaiting_second_approval' : status;
}

type Destination = {
  method: string;
  beneficiary: string | null;
  accountNumber: string | null;
  isIban: boolean;
  bic: string | null;
  paypalEmail: string | null;
};

/** One payout as the desk reads it, with its member and where its money goes. */
export type DeskPayout = {
  id: number;
  memberId: number;
  username: string;
  fullName: string;
  status: PayoutStatus;
  amountMinor: number;
  feeMinor: number;
  method: string;
  destination: Destination;
  approvals: number;
  batchId: number | null;
  note: string | null;
  createdAt: Date;
  updatedAt: Date;
  createdKey: string;
  ledgerTxnId: number | null;
  settledLedgerTxnId: number | null;
};

export type PayoutApproval = { operatorId: number; operatorUsername: string; createdAt: Date };

export type LedgerTransactionView = {
  id: number;
  key: string;
  memo: string | null;
  createdAt: Date;
  entries: { account: string; memberId: number | null; amountMinor: number }[];
};

export type PayoutBatch = {
  id: number;
  reference: string;
  operatorUsername: string;
  payoutCount: number;
  totalMinor: number;
  currency: string;
  createdAt: Date;
  createdKey: string;
};

/** What the member receives: the amount less the company's fee. */
export const netMinor = (p: { amountMinor: number; feeMinor: number }) =>
  p.amountMinor - p.feeMinor;

/** Only a bank transfer to an IBAN goes into a SEPA credit transfer file. */
export function sepaExclusion(p: DeskPayout): string | null {
  if (p.method !== 'bank_transfer') return `excluded: paid by ${p.method}`;
  if (!p.destination.accountNumber) return 'excluded: no bank account';
  if (!p.destination.isIban) return 'excluded: not an IBAN';
  return null;
}

export const remittanceText = (batchReference: string, payoutId: number) =>
  sepaText(`Payout ${payoutId} ${batchReference}`, 140);

export const batchCsvHeader = payoutBatchCsvColumns.join(',') + '\r\n';

/** One CSV row of a batch export, in the documented column order (payoutBatchCsvColumns). */
export function batchCsvLine(batch: PayoutBatch, p: DeskPayout): string {
  const excluded = sepaExclusion(p);
  const cells: Record<(typeof payoutBatchCsvColumns)[number], string | number | null> = {
    batch_reference: batch.reference,
    payout_id: p.id,
    member_username: p.username,
    beneficiary_name: p.destination.beneficiary ?? p.fullName,
    account:
      p.method === 'paypal' ? p.destination.paypalEmail : (p.destination.accountNumber ?? null),
    bic: p.destination.bic,
    amount: minorToDecimal(netMinor(p)),
    currency: batch.currency,
    remittance: remittanceText(batch.reference, p.id),
    sepa: excluded ?? 'included',
  };
  return payoutBatchCsvColumns.map((c) => csvCell(cells[c])).join(',') + '\r\n';
}
