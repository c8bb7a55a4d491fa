import { get, post } from './http';
import {
  packageDataWire,
  performanceWire,
  rankDataWire,
  upgradePackageResponseWire,
  type AchievedRankWire,
  type PackageDataWire,
  type PackageWire,
  type PerformanceWire,
  type RankCriteriaWire,
  type RankLegWire,
} from '@contract/home';
import type { RankLeg } from '@contract/model';

// The member's standing (spec §3 Package data, Performance, Rank data): GET
// /api/home/packages, /api/home/performance and /api/home/ranks, mapped to camelCase.

/** Spec §3 Package/product. `expiry` is the validity in days; bonuses are percents. */
export type PackageItem = {
  id: number;
  name: string;
  status: number;
  sku: string;
  sortOrder: number;
  price: string;
  bv: number;
  expiry: number | null;
  image: string | null;
  description: string | null;
  maxLevels: number | null;
  directBonus: number;
  roiBonus: number;
};

const toPackageItem = (w: PackageWire): PackageItem => ({
  id: w.id,
  name: w.name,
  status: w.status,
  sku: w.sku,
  sortOrder: w.sort_order,
  price: w.price,
  bv: w.bv,
  expiry: w.expiry,
  image: w.image,
  description: w.description,
  maxLevels: w.max_levels,
  directBonus: w.direct_bonus,
  roiBonus: w.roi_bonus,
});

/** Spec §3 Package data: earned bonuses, current rates and the step to the next package. */
export type PackageData = {
  packageStatus: 'active' | 'expired' | 'none';
  directBonus: string;
  roiBonus: string;
  directBonusRate: number | null;
  roiBonusRate: number | null;
  unilevelBonus: string;
  upgradeStatus: boolean;
  autoshipStatus: boolean;
  priceDifference: string | null;
  pvDifference: number | null;
  currentPackageId: number | null;
  currentPackageExpiry: string | null;
  packages: PackageItem[];
};

const toPackageData = (w: PackageDataWire): PackageData => ({
  packageStatus: w.package_status,
  directBonus: w.direct_bonus,
  roiBonus: w.roi_bonus,
  directBonusRate: w.direct_bonus_rate,
  roiBonusRate: w.roi_bonus_rate,
  unilevelBonus: w.unilevel_bonus,
  upgradeStatus: w.upgrade_status,
  autoshipStatus: w.autoship_status,
  priceDifference: w.price_difference,
  pvDifference: w.pv_difference,
  currentPackageId: w.current_package_id,
  currentPackageExpiry: w.current_package_expiry,
  packages: w.packages.map(toPackageItem),
});

export const getPackageData = async (): Promise<PackageData> =>
  toPackageData(await get('/api/home/packages', { schema: packageDataWire }));

/** Spec §3 Performance over the current rank period (yyyy-MM-dd days, both included). */
export type Performance = {
  joiningDate: string;
  rankName: string | null;
  rankStartDate: string;
  rankEndDate: string;
  personalSales: number;
  teamSales: number;
};

const toPerformance = (w: PerformanceWire): Performance => ({
  joiningDate: w.joining_date,
  rankName: w.rank_name,
  rankStartDate: w.rank_start_date,
  rankEndDate: w.rank_end_date,
  personalSales: w.personal_sales,
  teamSales: w.team_sales,
});

export const getPerformance = async (): Promise<Performance> =>
  toPerformance(await get('/api/home/performance', { schema: performanceWire }));

type RankCount = { rankId: number; rankName: string; count: number };

/** A rank with what it asks for (spec §3 higher ranks and next rank). */
export type RankCriteria = {
  id: number;
  type: string;
  name: string;
  bonus: string;
  licensedLegCount: number;
  licensedDownlineCount: number;
  salesVolume: number;
  downlineRankRequirements: RankCount[];
};

type AchievedRank = { id: number; name: string; bonus: string; dateCreated: string };

/** Spec §3 Rank data. Sales are team volume (TV), the measure the criteria use. */
export type RankData = {
  joiningDate: string;
  rank: string | null;
  strongestLeg: RankLeg | null;
  rankStartDate: string;
  rankEndDate: string;
  rankPeriod: 'monthly';
  ranks: RankCriteria[];
  currentRank: RankCriteria | null;
  achievedRanks: AchievedRank[];
  higherRanks: RankCriteria[];
  nextRank: RankCriteria | null;
  criteriaAchieved: {
    licensedLegCount: number;
    licensedDownlineCount: number;
    downlineRankCount: number;
    sales: number;
  };
  legs: RankLeg[];
  salesInPeriod: number;
  salesAll: number;
  licensedLegs: number;
  downlineRanks: RankCount[];
  downlineRankLegs: number;
};

const toRankCount = (w: { rank_id: number; rank_name: string; count: number }): RankCount => ({
  rankId: w.rank_id,
  rankName: w.rank_name,
  count: w.count,
});

const toRankCriteria = (w: RankCriteriaWire): RankCriteria => ({
  id: w.id,
  type: w.type,
  name: w.name,
  bonus: w.bonus,
  licensedLegCount: w.licensed_leg_count,
  licensedDownlineCount: w.licensed_downline_count,
  salesVolume: w.sales_volume,
  downlineRankRequirements: w.downline_rank_requirements.map(toRankCount),
});

const toAchievedRank = (w: AchievedRankWire): AchievedRank => ({
  id: w.id,
  name: w.name,
  bonus: w.bonus,
  dateCreated: w.created_at,
});

const toRankLeg = (w: RankLegWire): RankLeg => ({
  id: w.id,
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
  sales: w.sales,
  licensedDownlines: w.licensed_downlines,
});

export async function getRankData(): Promise<RankData> {
  const w = await get('/api/home/ranks', { schema: rankDataWire });
  const c = w.criteria_achieved;
  return {
    joiningDate: w.joining_date,
    rank: w.rank,
    strongestLeg: w.strongest_leg && toRankLeg(w.strongest_leg),
    rankStartDate: w.rank_start_date,
    rankEndDate: w.rank_end_date,
    rankPeriod: w.rank_period,
    ranks: w.ranks.map(toRankCriteria),
    currentRank: w.current_rank && toRankCriteria(w.current_rank),
    achievedRanks: w.achieved_ranks.map(toAchievedRank),
    higherRanks: w.higher_ranks.map(toRankCriteria),
    nextRank: w.next_rank && toRankCriteria(w.next_rank),
    criteriaAchieved: {
      licensedLegCount: c.licensed_leg_count,
      licensedDownlineCount: c.licensed_downline_count,
      downlineRankCount: c.downline_rank_count,
      sales: c.sales,
    },
    legs: w.legs.map(toRankLeg),
    salesInPeriod: w.sales_in_period,
    salesAll: w.sales_all,
    licensedLegs: w.licensed_legs,
    downlineRanks: w.downline_ranks.map(toRankCount),
    downlineRankLegs: w.downline_rank_legs,
  };
}

/** What POST /api/home/upgrade answers: the settled order and the wallet after paying it. */
export type PackageUpgrade = {
  orderId: number;
  invoiceNumber: string;
  packageName: string;
  paid: string;
  walletBalance: string;
};

/** Buys a dearer package with the wallet; the engine settles the order at once. */
export async function upgradePackage(
  packageId: number,
  idempotencyKey: string,
): Promise<PackageUpgrade> {
  const w = await post(
    '/api/home/upgrade',
    { package_id: packageId },
    { schema: upgradePackageResponseWire, idempotencyKey },
  );
  return {
    orderId: w.order_id,
    invoiceNumber: w.invoice_number,
    packageName: w.package_name,
    paid: w.paid,
    walletBalance: w.wallet_balance,
  };
}
