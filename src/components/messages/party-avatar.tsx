import Avatar from '@mui/joy/Avatar';
import { LifeBuoy } from 'lucide-react';
import type { MailParty } from '@/api/mail';
import { fullName } from '@contract/names';

export const partyName = (p: Pick<MailParty, 'firstName' | 'lastName'>) =>
  fullName(p.firstName, p.lastName);

/** A member's picture or initials; the support desk's logo or a lifebuoy. Decorative. */
export function PartyAvatar({
  party,
  size = 'md',
}: {
  party: Pick<MailParty, 'kind' | 'firstName' | 'lastName' | 'avatar'>;
  size?: 'sm' | 'md';
}) {
  const initials = `${party.firstName.charAt(0)}${party.lastName?.charAt(0) ?? ''}`.toUpperCase();
  return (
    <Avatar size={size} src={party.avatar ?? undefined} alt="" aria-hidden>
      {party.kind === 'support' ? <LifeBuoy size={18} aria-hidden /> : initials}
    </Avatar>
  );
}
