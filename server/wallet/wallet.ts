export type Earning = {
  id: number;
  /** held until its order is paid and past the return window; reversed when taken back. */
  state: 'held' | 'available' | 'reversed';
  bonusType: string;
  amountMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  createdAt: Date;
  createdKey: string;
  level: number | null;
  fromUser: string | null;
  rankName: string | null;
};
