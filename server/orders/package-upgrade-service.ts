import type { Db } from '../db/connection';
import {
  walletPurchaseEntries,
  lockMemberWallet,
  postLedgerTransaction,
  walletBalanceMinor,
} from '../ledger';
import { minorToDecimal } from '../../contract/money';
import { getBuyer, getEnginePackage, createPackageOrder, processOrder } from '../engine';
import { invalidInput, notFound } from '../shared/app-error';
import { requireModule } from '../company';

export type PackageUpgrade = {
  orderId: number;
  invoiceNumber: string;
  packageName: string;
  paidMinor: number;
  balanceMinor: number;
};

/**
 * A member upgrades to a dearer package, paid from the wallet (issue 18). One transaction:
 * the wallet is locked and must hold the price difference; the engine writes the upgrade
 * order (price and BV differences), the wallet pays it (wallet -> company sales), and the
 * engine settles the order at once: volumes, the new package, bonuses up the line, ranks.
 * Anything that fails leaves no order, no entry and the old package.
 */
export async function upgradePackage(
  db: Db,
  memberId: number,
  packageId: number,
  now = new Date(),
): Promise<PackageUpgrade> {
  await requireModule(db, 'upgrade', 'Package upgrade');
  return db.transaction(async (tx) => {
    await lockMemberWallet(tx, memberId);
    const buyer = await getBuyer(tx, memberId);
    if (!buyer || buyer.deleted) throw notFound('No such member.');
    const current = buyer.packageId === null ? null : await getEnginePackage(tx, buyer.packageId);
    if (!current)
      throw invalidInput('package_id', 'You have no package to upgrade yet: buy one first.');
    const target = await getEnginePackage(tx, packageId);
    if (!target || target.status !== 1) throw invalidInput('package_id', 'No such package.');
    if (target.priceMinor <= current.priceMinor)
      throw invalidInput('package_id', 'An upgrade needs a package dearer than the one you hold.');
    const priceMinor = target.priceMinor - current.priceMinor;
    const balance = await walletBalanceMinor(tx, memberId);
    if (balance < priceMinor)
      throw invalidInput(
        'package_id',
        `The upgrade costs ${minorToDecimal(priceMinor)}, more than your wallet balance of ${minorToDecimal(Math.max(balance, 0))}.`,
      );
    const orderId = await createPackageOrder(tx, {
      memberId,
      packageId,
      kind: 'upgrade',
      paymentMethod: 'ewallet',
      now,
    });
    await postLedgerTransaction(
      tx,
      { group: 'order', type: 'debit', key: 'package_upgrade', memberId, orderId, createdAt: now },
      walletPurchaseEntries(memberId, priceMinor),
    );
    await processOrder(tx, orderId, now);
    return {
      orderId,
      invoiceNumber: `INV-${String(orderId).padStart(6, '0')}`,
      packageName: target.name,
      paidMinor: priceMinor,
      balanceMinor: await walletBalanceMinor(tx, memberId),
    };
  });
}
