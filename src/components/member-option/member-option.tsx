import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Avatar from '@mui/joy/Avatar';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import type { HTMLAttributes } from 'react';
import type { DownlineMember } from '@contract/model';
import { fullName } from '@contract/names';

/** A member offered by a search box: the avatar (or initial), the full name and @username. */
export function MemberOption({
  optionProps,
  member,
  avatarAlt,
}: {
  /** What the Autocomplete's renderOption hands over. */
  optionProps: Omit<HTMLAttributes<HTMLLIElement>, 'color'>;
  member: Pick<DownlineMember, 'username' | 'avatar' | 'firstName' | 'lastName'>;
  avatarAlt?: string;
}) {
  return (
    <AutocompleteOption {...optionProps} key={member.username}>
      <ListItemDecorator>
        <Avatar size="sm" src={member.avatar ?? undefined} alt={avatarAlt}>
          {member.firstName.charAt(0)}
        </Avatar>
      </ListItemDecorator>
      <ListItemContent>
        <Typography level="title-sm">{fullName(member.firstName, member.lastName)}</Typography>
        <Typography level="body-xs">@{member.username}</Typography>
      </ListItemContent>
    </AutocompleteOption>
  );
}
