import { describe, expect, it } from 'vitest';
import { toDeskSale } from './desk-sales';

describe('sales desk wire mapping', () => {
  it('maps a sale with its seller, customer, lines and the steps it allows', () => {
    expect(
      toDeskSale({
        id: 5,
        order_id: 90,
        invoice_no: 'INV-000090',
        status: 'pending',
        seller: { id: 7, username: 'ana', first_name: 'Ana', last_name: 'Ruiz' },
        customer: { id: 3, name: 'Grace', email: null, phone: '+1 555', address: null },
        payment_method: 'bank_transfer',
        lines: [
          {
            type: 'package',
            id: 2,
            sku: 'PKG-2',
            name: 'Starter',
            quantity: 2,
            unit_price: '49.00',
            unit_bv: 40,
            total: '98.00',
            bv: 80,
          },
        ],
        total: '98.00',
        pv: 80,
        created_at: '2026-11-20T10:00:00.000Z',
        confirmed_at: null,
        cancelled_at: null,
        can_confirm: true,
        can_cancel: true,
        can_refund: false,
      }),
    ).toEqual({
      id: 5,
      orderId: 90,
      invoiceNo: 'INV-000090',
      status: 'pending',
      seller: { id: 7, username: 'ana', firstName: 'Ana', lastName: 'Ruiz' },
      customer: { id: 3, name: 'Grace', email: null, phone: '+1 555', address: null },
      paymentMethod: 'bank_transfer',
      lines: [
        {
          type: 'package',
          id: 2,
          sku: 'PKG-2',
          name: 'Starter',
          quantity: 2,
          unitPrice: '49.00',
          unitBv: 40,
          total: '98.00',
          bv: 80,
        },
      ],
      total: '98.00',
      pv: 80,
      createdAt: '2026-11-20T10:00:00.000Z',
      confirmedAt: null,
      cancelledAt: null,
      canConfirm: true,
      canCancel: true,
      canRefund: false,
    });
  });
});
