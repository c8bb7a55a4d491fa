import {
  BadgeCheck,
  BookOpen,
  CalendarDays,
  CircleHelp,
  Contact,
  House,
  Inbox,
  LayoutGrid,
  LifeBuoy,
  Megaphone,
  Bell,
  Network,
  Newspaper,
  ShoppingBag,
  ShoppingCart,
  UserRound,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/** One icon per menu key; an unknown key gets a neutral grid rather than nothing. */
const icons: Record<string, LucideIcon> = {
  home: House,
  referral: Megaphone,
  wallet: Wallet,
  account: UserRound,
  notifications: Bell,
  learnings: BookOpen,
  faqs: CircleHelp,
  support: LifeBuoy,
  sales: ShoppingCart,
  network: Network,
  kyc: BadgeCheck,
  crm: Contact,
  orders: ShoppingBag,
  mailbox: Inbox,
  stories: Newspaper,
  events: CalendarDays,
};

export function MenuIcon({ itemKey, size = 20 }: { itemKey: string; size?: number }) {
  const Icon = icons[itemKey] ?? LayoutGrid;
  return <Icon size={size} aria-hidden strokeWidth={1.8} />;
}
