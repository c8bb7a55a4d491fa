export type Earning = {
  id: number;
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
