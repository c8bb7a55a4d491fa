import type { PayoutSummaryWire } from '../../contract/payout';
import { minorToDecimal } from '../../contract/money';
import type { Payout } from './payout';

export const toSummaryWire = (p: Payout): PayoutSummaryWire => ({
  id: p.id,
  status: p.status,
  total: minorToDecimal(p.amountMinor),
  fee: minorToDecimal(p.feeMinor),
  created_at: p.createdAt.toISOString(),
});
