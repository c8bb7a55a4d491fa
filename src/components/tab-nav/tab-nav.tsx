import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import { Link } from 'react-router-dom';

/** Sub-pages as link tabs (Articles | Videos, Upcoming | Past). */
export function TabNav<K extends string>({
  current,
  tabs,
  label,
}: {
  current: K;
  tabs: readonly { key: K; to: string; label: string }[];
  label: string;
}) {
  return (
    <Tabs value={current} sx={{ bgcolor: 'transparent', minWidth: 0 }} aria-label={label}>
      <TabList disableUnderline sx={{ gap: 0.5, '& > a': { borderRadius: 'md' } }}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            component={Link}
            to={tab.to}
            variant={tab.key === current ? 'soft' : 'plain'}
            color={tab.key === current ? 'primary' : 'neutral'}
            indicatorInset
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
