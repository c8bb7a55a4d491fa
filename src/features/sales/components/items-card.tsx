import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { CatalogItem } from '@/api/sales';
import { MoneyText } from '@/components/money/money-text';
import { maxSaleQuantity } from '@contract/sales';
import { itemKey, parseQuantity, type Quantities } from '../lib/sale-lines';

/** The catalogue with a quantity per item: what the customer takes. */
export function ItemsCard({
  catalog,
  quantities,
  onChange,
  errorOf,
}: {
  catalog: readonly CatalogItem[];
  quantities: Quantities;
  onChange: (key: string, quantity: number) => void;
  errorOf: (item: CatalogItem) => string | undefined;
}) {
  const { t } = useTranslation('store');
  return (
    <Card variant="outlined" component="section" aria-labelledby="sale-items" sx={{ gap: 1.5 }}>
      <Typography level="title-md" component="h2" id="sale-items">
        {t('sales.items')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {catalog.map((item) => {
          const key = itemKey(item);
          const error = errorOf(item);
          const inputId = `qty-${key.replace(':', '-')}`;
          return (
            <Box
              component="li"
              key={key}
              data-testid="catalog-item"
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                flexWrap: 'wrap',
                p: 1,
                borderRadius: 'sm',
                bgcolor: 'background.level1',
                // A chosen item is outlined: a tinted fill would dim its small text in dark mode.
                outline: (quantities[key] ?? 0) > 0 ? '2px solid' : 'none',
                outlineColor: 'primary.outlinedBorder',
              }}
            >
              <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                <Typography level="title-sm" component="label" htmlFor={inputId}>
                  {item.name}
                </Typography>
                <Typography level="body-xs" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Chip size="sm" variant="soft">
                    {t(`sales.types.${item.type}`)}
                  </Chip>
                  <MoneyText amount={item.price} /> · {t('sales.pvEach', { pv: item.bv })}
                </Typography>
              </Box>
              <FormControl error={Boolean(error)} sx={{ width: 96 }}>
                <Input
                  type="number"
                  value={String(quantities[key] ?? 0)}
                  onChange={(e) => onChange(key, parseQuantity(e.target.value, maxSaleQuantity))}
                  slotProps={{
                    input: {
                      id: inputId,
                      min: 0,
                      max: maxSaleQuantity,
                      inputMode: 'numeric',
                      'aria-label': t('sales.quantityOf', { name: item.name }),
                      'data-testid': `qty-${item.sku}`,
                    },
                  }}
                />
                {error && <FormHelperText>{error}</FormHelperText>}
              </FormControl>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
