import { z } from 'zod';
import { instantWire, moneyWire } from './common';

export const cashFlowWire = z.enum(['credit', 'debit']);

export const transactionWire = z.object({
  id: z.number().int(),
  transaction_group: z.string(),
  transaction_type: z.string(),
  transaction_key: z.string(),
  amount: moneyWire,
  cash_flow: cashFlowWire,
  created_at: instantWire,
  level: z.number().int().nullable(),
  from_user: z.string().nullable(),
  rank_name: z.string().nullable(),
});
export type TransactionWire = z.infer<typeof transactionWire>;
