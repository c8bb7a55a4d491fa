export type LegStats = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  /** The leg's volume: its first member's own PV plus that member's TV. */
  sales: number;
  licensedDownlines: number;
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
