import type { Queryable } from '../db/connection';
import { pathIds } from '../network';
import { directBonusTrail } from './earning-trail';
import {
  claimOrder,
  getBuyer,
  getEnginePackage,
  insertAddress,
  insertOrder,
  listPackageLines,
  type AddressInput,
  type NewOrder,
} from './engine-order-repo';

import { invalidInput, notFound } from '../shared/app-error';
import { runBinaryPairing } from './binary-run-service';
import { loadOrderSettings } from './engine-settings-service';
import { applyOrderVolumes } from './order-volumes-service';
import { payBonus } from './pay-bonus-service';
import { evaluateRanks } from './rank-run-service';
import { insertNotification } from '../notifications';
import { runUnilevel } from './unilevel-run-service';
import { setMemberPackage } from '../members';
import { markOrderPaid } from '../holds';

export type OrderKind = NewOrder['kind'];

export type CreatePackageOrderInput = {
  memberId: number;
  packageId: number;
  kind: OrderKind;
  paymentMethod: string;
  billingAddress?: AddressInput | null;
  shippingAddress?: AddressInput | null;
  now?: Date;
};

const DAY = 86_400_000;

/**
 * A pending order for one package (orders + order_lines; invoice INV-000123 from the id).
 * joining: the member has no package yet; renewal: the package held; upgrade: a dearer
 * package, charged the price and BV difference; repurchase: any package at full price.
 */
export async function createPackageOrder(
  tx: Queryable,
  input: CreatePackageOrderInput,
): Promise<number> {
  const buyer = await getBuyer(tx, input.memberId);
  if (!buyer || buyer.deleted) throw notFound('No such member.');
  const pkg = await getEnginePackage(tx, input.packageId);
  if (!pkg || pkg.status !== 1) throw invalidInput('package_id', 'No such package.');

  let priceMinor = pkg.priceMinor;
  let bv = pkg.bv;
  if (input.kind === 'joining' && buyer.packageId !== null)
    throw invalidInput(
      'package_id',
      'The member already holds a package; upgrade or renew it instead.',
    );
  if (input.kind === 'renewal' && buyer.packageId !== pkg.id)
    throw invalidInput('package_id', 'Only the package held can be renewed.');
  if (input.kind === 'upgrade') {
    const current = buyer.packageId === null ? null : await getEnginePackage(tx, buyer.packageId);
    if (!current || current.priceMinor >= pkg.priceMinor)
      throw invalidInput('package_id', 'An upgrade needs a package dearer than the one held.');
    priceMinor = pkg.priceMinor - current.priceMinor;
    bv = Math.max(0, pkg.bv - current.bv);
  }

  const billingAddressId = input.billingAddress
    ? await insertAddress(tx, buyer.id, input.billingAddress)
    : null;
  const shippingAddressId = input.shippingAddress
    ? await insertAddress(tx, buyer.id, input.shippingAddress)
    : null;
  return insertOrder(tx, {
    memberId: buyer.id,
    kind: input.kind,
    totalMinor: priceMinor,
    totalBv: bv,
    paymentMethod: input.paymentMethod,
    billingAddressId,
    shippingAddressId,
    line: {
      packageId: pkg.id,
      sku: pkg.sku,
      name: pkg.name,
      priceMinor,
      bv,
      expiryDays: pkg.expiryDays,
      image: pkg.image,
    },
    createdAt: input.now ?? new Date(),
  });
}

export type ProcessOrderResult = { processed: boolean };

/**
 * Settles a paid order exactly once, in the caller's transaction: volumes, the buyer's
 * package, the direct bonus to the sponsor, binary pairing (binary plan), unilevel level
 * commissions up the sponsor line, and rank evaluation of the buyer and its upline. A
 * second call (or a closed order) returns { processed: false } and changes nothing.
 */
export async function processOrder(
  tx: Queryable,
  orderId: number,
  now = new Date(),
  options: { ranks?: boolean } = {},
): Promise<ProcessOrderResult> {
  const order = await claimOrder(tx, orderId, now);
  if (!order) return { processed: false };
  const manualSale = order.kind === 'manual_sale';
  // A package order settles once paid; a manual sale's money is the company's to confirm.
  if (!manualSale) await markOrderPaid(tx, orderId, now);
  await insertNotification(tx, {
    memberId: order.memberId,
    event: 'order_status',
    kind: 'order',
    title: manualSale ? 'Sale recorded' : 'Order completed',
    body: null,
    refId: order.id,
    at: now,
    serverText: true,
  });
  const buyer = await getBuyer(tx, order.memberId);
  if (!buyer) throw new Error(`order ${orderId} has no buyer`);
  // A manual sale is sold to the member's customer: it never changes the member's own package.
  const pkg =
    order.packageId === null || manualSale ? null : await getEnginePackage(tx, order.packageId);
  const settings = await loadOrderSettings(tx);

  const volumes = await applyOrderVolumes(tx, {
    orderId,
    buyerId: buyer.id,
    buyerPath: buyer.path,
    bv: order.totalBv,
    cvPercent: settings.volume.cv_percent,
    at: now,
  });

  if (pkg) {
    const renewFrom =
      order.kind === 'renewal' && buyer.packageExpiresAt !== null && buyer.packageExpiresAt > now
        ? buyer.packageExpiresAt
        : now;
    await setMemberPackage(tx, buyer.id, {
      packageId: pkg.id,
      purchasedAt: now,
      expiresAt:
        pkg.expiryDays === null ? null : new Date(renewFrom.getTime() + pkg.expiryDays * DAY),
      activeUntil: new Date(now.getTime() + settings.volume.active_days * DAY),
    });
    if (settings.modules.directBonus && buyer.sponsorId !== null) {
      await payBonus(tx, settings.tax, {
        memberId: buyer.sponsorId,
        fromMemberId: buyer.id,
        trail: directBonusTrail({
          orderId,
          buyerId: buyer.id,
          packageId: pkg.id,
          packageName: pkg.name,
          priceMinor: order.totalMinor,
          ratePercent: pkg.directBonusPercent,
          bv: order.totalBv,
        }),
        orderId,
        at: now,
      });
    }
  }

  if (manualSale && settings.modules.directBonus && buyer.sponsorId !== null) {
    // Each package sold pays the sponsor its direct bonus, as a repurchase of it would.
    for (const line of await listPackageLines(tx, orderId)) {
      await payBonus(tx, settings.tax, {
        memberId: buyer.sponsorId,
        fromMemberId: buyer.id,
        trail: directBonusTrail({
          orderId,
          buyerId: buyer.id,
          packageId: line.packageId,
          packageName: line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name,
          priceMinor: line.priceMinor * line.quantity,
          ratePercent: line.directBonusPercent,
          bv: line.bv,
        }),
        orderId,
        at: now,
      });
    }
  }

  if (settings.modules.plan === 'binary') {
    await runBinaryPairing(tx, {
      orderId,
      buyerId: buyer.id,
      bv: order.totalBv,
      ancestors: volumes.ancestors,
      binary: settings.binary,
      tax: settings.tax,
      at: now,
    });
  }
  if (settings.modules.unilevelBonus) {
    await runUnilevel(tx, {
      orderId,
      buyerId: buyer.id,
      sponsorPath: buyer.sponsorPath,
      bv: order.totalBv,
      cvPercent: settings.volume.cv_percent,
      cvMinor: volumes.cvMinor,
      unilevel: settings.unilevel,
      tax: settings.tax,
      at: now,
    });
  }
  // Ranks are never taken back, so a sale that can still be cancelled waits for its
  // confirmation before it counts towards one (options.ranks false).
  if (settings.modules.rank && options.ranks !== false)
    await evaluateRanks(tx, pathIds(buyer.path), settings.tax, now);
  return { processed: true };
}
