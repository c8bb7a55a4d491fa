import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '@contract/model';
import { FieldLabel } from '@/components/form/field-label';
import { invalidProps } from '@/components/form/invalid';

import { plusCode } from '@/lib/dial-code';

export { plusCode };

/** One option per dialling code (several countries share +1), named after its first country. */
function dialCodes(countries: readonly Country[]) {
  const seen = new Map<string, string>();
  for (const c of countries) {
    const code = plusCode(c.phoneCode);
    if (!seen.has(code)) seen.set(code, c.isoCode2);
  }
  return [...seen].map(([code, iso]) => ({ code, iso }));
}

type Props = {
  label: string;
  countries: readonly Country[];
  mobileCode: string;
  mobile: string;
  onMobileCodeChange: (code: string) => void;
  onMobileChange: (mobile: string) => void;
  error?: string | undefined;
  optional?: boolean;
  onBlur?: () => void;
};

/** A mobile number with its country code chosen from the company's countries. */
export function MobileField(props: Props) {
  const { t } = useTranslation('auth');
  const codes = useMemo(() => dialCodes(props.countries), [props.countries]);
  return (
    <FormControl error={Boolean(props.error)} required={!props.optional}>
      <FieldLabel label={props.label} optional={props.optional} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        {/* Its own control: one FormControl may hold only one input (the number). */}
        <FormControl sx={{ flexShrink: 0 }}>
          <Select
            aria-label={t('fields.countryCode')}
            value={props.mobileCode === '' ? null : plusCode(props.mobileCode)}
            onChange={(_e, next) => props.onMobileCodeChange(next ?? '')}
            placeholder="+"
            data-testid="mobile-code-select"
            sx={{ minWidth: 108 }}
          >
            {codes.map(({ code, iso }) => (
              <Option key={code} value={code} label={code}>
                {code} {iso}
              </Option>
            ))}
          </Select>
        </FormControl>
        <Input
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={props.mobile}
          onChange={(e) => props.onMobileChange(e.target.value)}
          onBlur={props.onBlur}
          // size=1: the number box takes the row's remaining width, never more.
          slotProps={{ input: { size: 1, ...invalidProps(props.error) } }}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Box>
      {props.error && <FormHelperText data-testid="mobile-error">{props.error}</FormHelperText>}
    </FormControl>
  );
}
