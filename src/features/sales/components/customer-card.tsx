import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCustomers, type Customer, type NewCustomer } from '@/api/sales';
import type { FieldGroupProps } from '@/components/form/field-frame';
import { TextField } from '@/components/form/text-field';
import { ColumnGrid } from '@/components/layout/column-grid';
import { useDebounced } from '@/lib/use-debounced';
import { salesKeys } from '../api/queries';

export type CustomerChoice =
  { mode: 'new'; customer: NewCustomer } | { mode: 'existing'; customer: Customer | null };

/** A new customer's fields in order: the name is required, the rest optional. */
const newCustomerFields: readonly { key: keyof NewCustomer; type?: 'email' | 'tel' }[] = [
  { key: 'name' },
  { key: 'email', type: 'email' },
  { key: 'phone', type: 'tel' },
  { key: 'address' },
];

/** Who bought: a customer the member sold to before, or a new one. */
export function CustomerCard({ value, onChange, errorOf }: FieldGroupProps<CustomerChoice>) {
  const { t } = useTranslation('store');
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, 250);
  const customers = useQuery({
    queryKey: salesKeys.customers(settled),
    queryFn: ({ signal }) => getCustomers(settled, signal),
    enabled: value.mode === 'existing',
  });
  const blank: NewCustomer = { name: '', email: '', phone: '', address: '' };
  const set = (field: keyof NewCustomer) => (text: string) =>
    value.mode === 'new' &&
    onChange({ mode: 'new', customer: { ...value.customer, [field]: text } });

  return (
    <Card variant="outlined" component="section" aria-labelledby="sale-customer" sx={{ gap: 1.5 }}>
      <Typography level="title-md" component="h2" id="sale-customer">
        {t('sales.customer')}
      </Typography>
      <RadioGroup
        orientation="horizontal"
        value={value.mode}
        aria-label={t('sales.customer')}
        onChange={(e) =>
          onChange(
            e.target.value === 'existing'
              ? { mode: 'existing', customer: null }
              : { mode: 'new', customer: blank },
          )
        }
        sx={{ gap: 2, flexWrap: 'wrap' }}
      >
        <Radio value="new" label={t('sales.newCustomer')} data-testid="customer-new" />
        <Radio
          value="existing"
          label={t('sales.existingCustomer')}
          data-testid="customer-existing"
        />
      </RadioGroup>
      {value.mode === 'existing' ? (
        <FormControl error={Boolean(errorOf('customer_id'))} required>
          <FormLabel>{t('sales.findCustomer')}</FormLabel>
          <Autocomplete
            placeholder={t('sales.findCustomerHint')}
            options={customers.data ?? []}
            loading={customers.isFetching}
            value={value.customer}
            onChange={(_, customer) => onChange({ mode: 'existing', customer })}
            inputValue={search}
            onInputChange={(_, text) => setSearch(text)}
            getOptionLabel={(c) => c.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            renderOption={(props, c) => (
              <li {...props} key={c.id}>
                <Box>
                  <Typography level="body-md">{c.name}</Typography>
                  <Typography level="body-xs">
                    {[c.email, c.phone].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              </li>
            )}
            noOptionsText={t('sales.noCustomers')}
            slotProps={{ input: { ...{ 'data-testid': 'customer-search' } } }}
          />
          {errorOf('customer_id') && <FormHelperText>{errorOf('customer_id')}</FormHelperText>}
        </FormControl>
      ) : (
        <ColumnGrid columns={{ xs: '1fr', sm: '1fr 1fr' }} gap={1.5} stretch>
          {newCustomerFields.map(({ key, type }) => (
            <TextField
              key={key}
              name={`customer_${key}`}
              label={t(`sales.${key}`)}
              type={type}
              optional={key !== 'name'}
              value={value.customer[key]}
              onChange={set(key)}
              error={
                errorOf(`customer.${key}`) ?? (key === 'name' ? errorOf('customer_id') : undefined)
              }
              autoComplete="off"
            />
          ))}
        </ColumnGrid>
      )}
    </Card>
  );
}
