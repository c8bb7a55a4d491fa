import { describe, expect, it } from 'vitest';
import { saleDecisionNotice } from './desk-sales-notices';

describe('the seller’s notice of a desk decision', () => {
  it('names the invoice, adds the reason when there is one, and falls back to English', () => {
    expect(saleDecisionNotice('en', 'confirm', 'INV-1', null).title).toBe('Sale confirmed: INV-1');
    expect(saleDecisionNotice('es', 'cancel', 'INV-2', 'Sin pago')).toEqual({
      title: 'Venta cancelada: INV-2',
      body: 'La empresa canceló esta venta y sus comisiones. Motivo: Sin pago',
    });
    expect(saleDecisionNotice('fr', 'refund', 'INV-3', 'Returned').body).toMatch(
      /taken back\. Reason: Returned$/,
    );
  });
});
