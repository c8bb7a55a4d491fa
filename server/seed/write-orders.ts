import type { Queryable } from '../db/connection';
import { bulkInsert } from './bulk';
import { invoiceNo } from './messages';
import { mobileFor } from './members';
import { localeOf } from './names';
import type { CompanyPlan } from './plan';
import { MINUTE, type GenMember } from './types';

/** Addresses, orders with their lines, and the volume records they produced. */
export async function writeOrders(tx: Queryable, plan: CompanyPlan) {
  const { members } = plan;
  await bulkInsert(
    tx,
    'addresses',
    {
      id: 'int8',
      member_id: 'int8',
      first_name: 'text',
      last_name: 'text',
      company: 'text',
      address_1: 'text',
      address_2: 'text',
      city: 'text',
      postcode: 'text',
      email: 'text',
      phone: 'text',
      country_id: 'int4',
      zone_id: 'int4',
    },
    plan.addresses.map((a) => {
      const m = members[a.memberId] as GenMember;
      const phone = `+${localeOf(m).mobileCode} ${mobileFor(plan.mobileOffset, m.id)}`;
      return [
        a.id,
        m.id,
        m.firstName,
        m.lastName,
        a.company,
        a.address1,
        a.address2,
        a.city,
        a.postcode,
        `${m.username}@example.com`,
        phone,
        a.countryId,
        a.zoneId,
      ];
    }),
  );
  // Processed a few minutes after payment; nothing seeded is still open.
  const processed = (id: number, at: number) => at + (2 + (id % 13)) * MINUTE;
  function* orderRows() {
    for (const o of plan.orders) {
      const done = processed(o.id, o.at);
      yield [
        o.id,
        o.memberId,
        invoiceNo(o.id),
        o.kind,
        'completed',
        o.priceMinor,
        o.bv,
        o.paymentMethod,
        o.billingId,
        o.shippingId,
        done,
        o.at,
        done,
      ];
    }
  }
  await bulkInsert(
    tx,
    'orders',
    {
      id: 'int8',
      member_id: 'int8',
      invoice_no: 'text',
      kind: 'text',
      status: 'text',
      total_minor: 'int8',
      total_bv: 'numeric',
      payment_method: 'text',
      billing_address_id: 'int8',
      shipping_address_id: 'int8',
      processed_at: 'ms',
      created_at: 'ms',
      updated_at: 'ms',
    },
    orderRows(),
  );
  function* lineRows() {
    for (const o of plan.orders)
      yield [o.id, o.id, o.packageId, o.sku, o.name, o.priceMinor, o.bv, o.expiryDays];
  }
  await bulkInsert(
    tx,
    'order_lines',
    {
      id: 'int8',
      order_id: 'int8',
      package_id: 'int4',
      sku: 'text',
      name: 'text',
      price_minor: 'int8',
      bv: 'numeric',
      expiry_days: 'int4',
    },
    lineRows(),
    { image: ['text', null], quantity: ['int4', 1] },
  );
  const v = plan.volumes;
  function* volumeRows() {
    for (let i = 0; i < v.memberId.length; i++) {
      const team = v.team[i] === 1;
      const amount = v.amount[i];
      yield [
        i + 1,
        v.memberId[i],
        v.fromMemberId[i] || null,
        team ? 'team' : 'purchase',
        team ? 0 : amount,
        team ? amount : 0,
        v.totalPv[i],
        v.totalTv[i],
        v.at[i]!,
        v.orderId[i],
      ];
    }
  }
  await bulkInsert(
    tx,
    'volume_records',
    {
      id: 'int8',
      member_id: 'int8',
      from_member_id: 'int8',
      type: 'text',
      pv: 'numeric',
      tv: 'numeric',
      total_pv: 'numeric',
      total_tv: 'numeric',
      created_at: 'ms',
      order_id: 'int8',
    },
    volumeRows(),
  );
}
