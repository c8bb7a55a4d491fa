import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailParty } from '@/api/mail';
import type { DownlineMember } from '@contract/model';
import { searchPlacementDownlines } from '@/api/users';
import { MemberOption } from '@/components/member-option/member-option';
import { partyName } from '@/components/messages/party-avatar';
import { useDebounced } from '@/lib/use-debounced';
import type { RecipientType } from '@contract/mail';
import { fullName } from '@contract/names';
import { mailKeys } from '../api/queries';

const MIN_CHARS = 2;

export type Recipient = { type: RecipientType; member: DownlineMember | null };

/**
 * Whom the mail goes to: the support desk, the sponsor, or a member of the own downline found
 * by the genealogy's search (the placement line). The server refuses anyone else.
 */
export function RecipientField({
  value,
  onChange,
  sponsor,
  typeError,
  memberError,
}: {
  value: Recipient;
  onChange: (next: Recipient) => void;
  sponsor: MailParty | null;
  typeError?: string | undefined;
  memberError?: string | undefined;
}) {
  const { t } = useTranslation('mail');
  const [input, setInput] = useState(value.member?.username ?? '');
  const keyword = useDebounced(input.trim(), 250);
  const search = useQuery({
    queryKey: mailKeys.downlineSearch(keyword),
    queryFn: ({ signal }) => searchPlacementDownlines({ keyword }, signal),
    enabled: value.type === 'downline' && keyword.length >= MIN_CHARS,
    staleTime: 60_000,
  });
  const options = keyword.length >= MIN_CHARS ? (search.data ?? []) : [];

  return (
    <>
      <FormControl error={Boolean(typeError)} required>
        <FormLabel id="recipient-type-label">{t('to')}</FormLabel>
        <RadioGroup
          name="recipient_type"
          aria-labelledby="recipient-type-label"
          value={value.type}
          onChange={(e) =>
            onChange({ type: e.target.value as RecipientType, member: value.member })
          }
          sx={{ gap: 1 }}
        >
          <Radio value="support" label={t('recipients.support')} />
          <Radio
            value="sponsor"
            disabled={!sponsor}
            label={
              sponsor
                ? t('recipients.sponsor', { name: partyName(sponsor) })
                : t('recipients.noSponsor')
            }
          />
          <Radio value="downline" label={t('recipients.downline')} />
        </RadioGroup>
        {typeError && (
          <FormHelperText data-testid="recipient_type-error">{typeError}</FormHelperText>
        )}
      </FormControl>
      {value.type === 'downline' && (
        <FormControl error={Boolean(memberError)} required>
          <FormLabel>{t('recipients.member')}</FormLabel>
          <Autocomplete<DownlineMember, false, false, false>
            placeholder={t('recipients.searchPlaceholder')}
            startDecorator={<Search size={16} aria-hidden />}
            options={options}
            value={value.member}
            loading={search.isFetching}
            filterOptions={(o) => o}
            getOptionLabel={(o) => `${fullName(o.firstName, o.lastName)} (@${o.username})`}
            isOptionEqualToValue={(a, b) => a.username === b.username}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            onChange={(_, member) => onChange({ type: 'downline', member })}
            noOptionsText={
              search.isError
                ? t('recipients.searchError')
                : keyword.length < MIN_CHARS
                  ? t('recipients.searchHint')
                  : t('recipients.noResults')
            }
            loadingText={t('recipients.searching')}
            slotProps={{
              input: {
                'aria-label': t('recipients.member'),
                ...{ 'data-testid': 'recipient-search' },
              },
            }}
            renderOption={(props, o) => (
              <MemberOption key={o.username} optionProps={props} member={o} avatarAlt="" />
            )}
          />
          {memberError && (
            <FormHelperText data-testid="username-error">{memberError}</FormHelperText>
          )}
        </FormControl>
      )}
    </>
  );
}
