-- An operator's credit to a member who owes the company repays the debt first, like an
-- earning does (decision 037): the repayment row of such a credit names no earning, and its
-- ledger transaction is the adjustment itself.
ALTER TABLE debt_repayments ALTER COLUMN earning_id DROP NOT NULL;
