import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineMember } from '@contract/model';
import { searchPlacementDownlines } from '@/api/users';
import { MemberOption } from '@/components/member-option/member-option';
import { genealogyKeys } from '../api/queries';

const MIN_CHARS = 2;

/** Finds a member of the placement downline by username, name or email (server search). */
export function MemberSearch({ onPick }: { onPick: (username: string) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const handle = setTimeout(() => setKeyword(input.trim()), 250);
    return () => clearTimeout(handle);
  }, [input]);
  const query = useQuery({
    queryKey: genealogyKeys.search(keyword),
    queryFn: ({ signal }) => searchPlacementDownlines({ keyword }, signal),
    enabled: keyword.length >= MIN_CHARS,
    staleTime: 60_000,
  });
  const options = keyword.length >= MIN_CHARS ? (query.data ?? []) : [];

  return (
    <FormControl sx={{ flex: '1 1 260px', minWidth: 0, maxWidth: 420 }}>
      <FormLabel>{t('genealogy.search.label')}</FormLabel>
      <Autocomplete<DownlineMember, false, false, true>
        freeSolo
        placeholder={t('genealogy.search.placeholder')}
        startDecorator={<Search size={16} />}
        options={options}
        loading={query.isFetching}
        filterOptions={(o) => o}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.username)}
        isOptionEqualToValue={(a, b) => a.username === b.username}
        inputValue={input}
        onInputChange={(_, value) => setInput(value)}
        onChange={(_, value) => {
          const username = typeof value === 'string' ? value.trim() : value?.username;
          if (username) onPick(username);
        }}
        noOptionsText={
          query.isError
            ? t('genealogy.search.error')
            : keyword.length < MIN_CHARS
              ? t('genealogy.search.hint')
              : t('genealogy.search.noResults')
        }
        loadingText={t('genealogy.search.loading')}
        slotProps={{ input: { 'aria-label': t('genealogy.search.label') } }}
        renderOption={(props, o) => (
          <MemberOption key={o.username} optionProps={props} member={o} />
        )}
      />
    </FormControl>
  );
}
