import Avatar from '@mui/joy/Avatar';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import type { RecentJoining } from '@/api/home';
import { DateText } from '@/components/date-text/date-text';
import { fullName } from '@contract/names';

/**
 * A member who joined the team, in a list: avatar (or initial), full name and the day they
 * joined. `namedAvatar` gives the avatar the name as its text; else it is decorative.
 */
export function JoinedMemberItem({
  joining: j,
  namedAvatar = false,
}: {
  joining: RecentJoining;
  namedAvatar?: boolean;
}) {
  const name = fullName(j.firstName, j.lastName);
  return (
    <ListItem>
      <ListItemDecorator>
        <Avatar size="sm" src={j.avatar ?? undefined} alt={namedAvatar ? name : ''}>
          {name.slice(0, 1)}
        </Avatar>
      </ListItemDecorator>
      <ListItemContent>
        <Typography level="title-sm">{name}</Typography>
        <Typography level="body-xs">
          <DateText value={j.joinedDate} />
        </Typography>
      </ListItemContent>
    </ListItem>
  );
}
