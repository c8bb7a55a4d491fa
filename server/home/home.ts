import type { RankLeg } from '../../contract/model';

export type LegStats = RankLeg & {
  /** Members in the leg holding the asked rank or a higher one. */
  rankedDownlines: number;
};

export type CatalogPackage = {
  id: number;
  name: string;
  status: number;
  sku: string;
  sortOrder: number;
  priceMinor: number;
  bv: number;
  expiryDays: number | null;
  image: string | null;
  description: string | null;
  maxLevels: number | null;
  directBonus: number;
  roiBonus: number;
};
