import { localeOf } from './names';
import { countries, plan, zoneIdOf } from './reference';
import { orderPaymentMethods, packageOf, refill } from './catalog';
import { createRng, type Rng } from './rng';
import {
  BLOCKED,
  DAY,
  DEMO,
  FOUNDER,
  HOUR,
  MINUTE,
  type Address,
  type GenMember,
  type Order,
  type OrderKind,
} from './types';

// One literal shape for every order (no spreads): a million of them stay compact and fast.
// Ids, payment and addresses are filled in once all orders are in time order.
const newOrder = (
  memberId: number,
  kind: OrderKind,
  packageId: number | null,
  product: { sku: string; name: string },
  priceMinor: number,
  bv: number,
  expiryDays: number | null,
  at: number,
): Order => ({
  id: 0,
  memberId,
  kind,
  packageId,
  sku: product.sku,
  name: product.name,
  priceMinor,
  bv,
  expiryDays,
  at,
  paymentMethod: '',
  billingId: null,
  shippingId: null,
});

const packageOrder = (
  m: GenMember,
  kind: OrderKind,
  packageId: number,
  at: number,
  from?: number,
) => {
  const pkg = packageOf(packageId);
  // An upgrade pays the difference to the new package and brings the difference in volume.
  const before = from === undefined ? null : packageOf(from);
  const price = pkg.priceMinor - (before?.priceMinor ?? 0);
  return newOrder(
    m.id,
    kind,
    packageId,
    pkg,
    price,
    pkg.bv - (before?.bv ?? 0),
    pkg.expiryDays,
    at,
  );
};

const refillOrder = (m: GenMember, at: number) =>
  newOrder(m.id, 'repurchase', null, refill, refill.priceMinor, refill.bv, null, at);

/**
 * Every member's orders: the joining package, for some an upgrade, yearly renewals, and
 * refill boxes lately. Members' package dates and activity follow from their orders.
 */
export function buildOrders(
  members: GenMember[],
  seed: number,
  anchor: number,
): { orders: Order[]; addresses: Address[] } {
  const rng = createRng(seed, 'packages');
  const refillRng = createRng(seed, 'repurchase');
  const orders: Order[] = [];
  const latest = anchor - HOUR;
  for (const m of members) {
    if (m.id === 0) continue;
    let packageId: number | null;
    if (m.id === FOUNDER) packageId = 4;
    else if (m.id === DEMO) packageId = 2;
    else if (m.id === BLOCKED) packageId = 1;
    else {
      const r = rng.next();
      packageId = r < 0.12 ? null : r < 0.47 ? 1 : r < 0.77 ? 2 : r < 0.94 ? 3 : 4;
    }
    if (packageId === null) continue;
    let at = Math.min(m.joinedAt + rng.int(2, 90) * MINUTE, latest);
    orders.push(packageOrder(m, 'joining', packageId, at));
    if (m.id > BLOCKED && packageId < 4 && rng.chance(0.1)) {
      const up = at + rng.int(20, 300) * DAY + rng.int(8, 20) * HOUR;
      if (up < latest) {
        orders.push(packageOrder(m, 'upgrade', packageId + 1, up, packageId));
        packageId++;
        at = up;
      }
    }
    for (;;) {
      const renewal = at + packageOf(packageId).expiryDays * DAY + rng.int(0, 72) * HOUR;
      if (renewal >= latest || !rng.chance(0.55)) break;
      at = renewal;
      orders.push(packageOrder(m, 'renewal', packageId, at));
    }
    if (m.id === DEMO) {
      // Demo upgraded to Elite four months ago, so its package is current and near the top.
      orders.push(packageOrder(m, 'upgrade', 3, anchor - 120 * DAY + 10 * HOUR, 2));
      // And re-orders the refill box every month, so demo counts as active.
      for (let k = 5; k >= 0; k--)
        orders.push(refillOrder(m, anchor - (4 + 30 * k) * DAY + 11 * HOUR));
    } else if (m.status === 1) addRefills(m, orders, refillRng, anchor, latest, at);
  }

  orders.sort((a, b) => a.at - b.at || a.memberId - b.memberId);
  const orderRng = createRng(seed, 'orders');
  const addresses = buildAddresses(members, createRng(seed, 'addresses'));
  // A member's first address bills, its last one (often the same) receives the parcel.
  const billing = new Map<number, number>();
  const shipping = new Map<number, number>();
  for (const a of addresses) {
    if (!billing.has(a.memberId)) billing.set(a.memberId, a.id);
    shipping.set(a.memberId, a.id);
  }
  orders.forEach((o, i) => {
    o.id = i + 1;
    o.paymentMethod = orderRng.pick(orderPaymentMethods);
    o.billingId = billing.get(o.memberId) ?? null;
    o.shippingId = shipping.get(o.memberId) ?? null;
  });
  applyOrders(members, orders);
  return { orders, addresses };
}

function addRefills(
  m: GenMember,
  orders: Order[],
  rng: Rng,
  anchor: number,
  latest: number,
  lastPackageOrder: number,
) {
  if (!rng.chance(0.2)) return;
  const from = Math.max(lastPackageOrder + DAY, anchor - 60 * DAY);
  if (from >= latest) return;
  let at = from + Math.floor((rng.next() * (latest - from)) / MINUTE) * MINUTE;
  orders.push(refillOrder(m, at));
  at += 30 * DAY;
  if (at < latest && rng.chance(0.35)) orders.push(refillOrder(m, at));
}

/** Package, its dates and activity from the orders, which are in time order. */
function applyOrders(members: GenMember[], orders: Order[]) {
  const activeDays = plan.volume.active_days;
  for (const o of orders) {
    const m = members[o.memberId] as GenMember;
    m.activeUntil = o.at + activeDays * DAY;
    if (o.packageId === null) continue;
    m.licensedAt ??= o.at;
    m.packageId = o.packageId;
    m.purchasedAt = o.at;
    m.expiresAt = o.at + (o.expiryDays as number) * DAY;
  }
}

const enStreets = ['Market Street', 'Oak Avenue', 'Maple Drive', 'High Street', 'Park Lane'];
const esStreets = ['Calle Mayor', 'Avenida Reforma', 'Calle del Sol', 'Carrera 7', 'Paseo Colón'];

/** A billing address for a share of members (demo and founder always), some a shipping one. */
function buildAddresses(members: GenMember[], rng: Rng): Address[] {
  const rows: Address[] = [];
  const add = (m: GenMember, company: string | null) => {
    const locale = localeOf(m);
    const zones = (countries[locale.country] as (typeof countries)[number]).zones;
    const zoneIndex = rng.int(0, zones.length - 1);
    const [, , city, postcode] = zones[zoneIndex] as [string, string, string, string];
    const street = rng.pick(locale.spanish ? esStreets : enStreets);
    const number = rng.int(1, 2400);
    rows.push({
      id: rows.length + 1,
      memberId: m.id,
      company,
      address1: locale.spanish ? `${street} ${number}` : `${number} ${street}`,
      address2: rng.chance(0.25) ? `Apt ${rng.int(1, 30)}${rng.pick(['A', 'B', 'C'])}` : null,
      city,
      postcode,
      countryId: locale.country + 1,
      zoneId: zoneIdOf(locale.country, zoneIndex),
    });
  };
  for (const m of members) {
    if (m.id === 0) continue;
    const fixed = m.id === DEMO || m.id === FOUNDER;
    if (!fixed && !rng.chance(0.3)) continue;
    add(m, null);
    if (m.id === DEMO) add(m, 'Nimbus Partners LLC');
    else if (!fixed && rng.chance(0.2)) add(m, null);
  }
  return rows;
}
