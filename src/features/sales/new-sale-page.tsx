import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { actionKeys, isApiError } from '@/api/http';
import {
  getCatalog,
  quoteSale,
  recordSale,
  type CatalogItem,
  type Sale,
  type SalePaymentMethod,
} from '@/api/sales';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { submitOnce } from '@/components/form/submit-once';
import { useDebounced } from '@/lib/use-debounced';
import { salePaymentMethods } from '@contract/sales';
import { salesKeys } from './api/queries';
import { CustomerCard, type CustomerChoice } from './components/customer-card';
import { ItemsCard } from './components/items-card';
import { SalesTabs } from './components/sales-tabs';
import { SummaryCard } from './components/summary-card';
import { itemKey, linesOf, type Quantities } from './lib/sale-lines';

const customerFields = [
  'customer_id',
  'customer.name',
  'customer.email',
  'customer.phone',
  'customer.address',
];

function SaleDone({ sale, onAnother }: { sale: Sale; onAnother: () => void }) {
  const { t } = useTranslation('store');
  return (
    <Alert
      color="success"
      variant="soft"
      startDecorator={<CheckCircle2 aria-hidden />}
      data-testid="sale-done"
      sx={{ alignItems: 'flex-start' }}
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography level="title-md">
          {t('sales.recorded', { invoice: sale.invoiceNo, pv: sale.pv })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={Link} to="/member/sales/history" size="sm">
            {t('sales.seeHistory')}
          </Button>
          <Button size="sm" variant="outlined" onClick={onAnother}>
            {t('sales.another')}
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}

/**
 * /member/sales/new-sale: the customer, the items and how they pay; the server prices the
 * sale for the summary, and confirming records it as an order settled by the engine.
 */
export function NewSalePage() {
  const { t } = useTranslation('store');
  const client = useQueryClient();
  const catalog = useQuery({
    queryKey: salesKeys.catalog(),
    queryFn: ({ signal }) => getCatalog(signal),
  });
  const [customer, setCustomer] = useState<CustomerChoice>({
    mode: 'new',
    customer: { name: '', email: '', phone: '', address: '' },
  });
  const [quantities, setQuantities] = useState<Quantities>({});
  const [payment, setPayment] = useState<SalePaymentMethod>('cash');
  const [done, setDone] = useState<Sale | null>(null);

  const lines = linesOf(catalog.data ?? [], quantities);
  const linesKey = useDebounced(JSON.stringify(lines), 300);
  const quote = useQuery({
    queryKey: salesKeys.quote(linesKey),
    queryFn: ({ signal }) => quoteSale(JSON.parse(linesKey) as typeof lines, signal),
    enabled: linesKey !== '[]',
    placeholderData: keepPreviousData,
  });

  const [keyed] = useState(actionKeys);
  const save = useMutation({
    mutationFn: () => {
      const sale = {
        customer:
          customer.mode === 'existing' ? { id: customer.customer?.id ?? 0 } : customer.customer,
        lines,
        paymentMethod: payment,
      };
      return keyed(sale, (key) => recordSale(sale, key));
    },
    onSuccess: (sale) => {
      toast.success(t('sales.recordedToast', { invoice: sale.invoiceNo }));
      setDone(sale);
      // The sale moved the wallet, volumes and notices: every view of them refreshes.
      void client.invalidateQueries();
    },
  });

  const error = save.error;
  const errorOf = (field: string) =>
    isApiError(error) ? error.fieldErrors[field]?.[0] : undefined;
  const lineError = (item: CatalogItem) => {
    const i = lines.findIndex((l) => itemKey(l) === itemKey(item));
    if (i < 0) return undefined;
    return errorOf(`lines.${i}.quantity`) ?? errorOf(`lines.${i}.id`) ?? errorOf(`lines.${i}`);
  };
  const shown = [
    ...customerFields,
    'payment_method',
    ...lines.flatMap((_, i) => [`lines.${i}.quantity`, `lines.${i}.id`, `lines.${i}`]),
  ];
  const general = generalErrorMessage(error, shown);
  const noCustomer =
    customer.mode === 'existing'
      ? customer.customer === null
      : customer.customer.name.trim() === '';

  // Why "Confirm sale" cannot be pressed yet, said under it and read with it.
  const blocked =
    lines.length === 0
      ? t('sales.confirmNeedsItems')
      : noCustomer
        ? t(customer.mode === 'existing' ? 'sales.confirmNeedsCustomer' : 'sales.confirmNeedsName')
        : null;

  const reset = () => {
    setDone(null);
    setQuantities({});
    setCustomer({ mode: 'new', customer: { name: '', email: '', phone: '', address: '' } });
    save.reset();
  };

  return (
    <ScreenPage
      title={t('sales.title')}
      subtitle={t('sales.newSubtitle')}
      nav={<SalesTabs current="new-sale" />}
    >
      {done ? (
        <SaleDone sale={done} onAnother={reset} />
      ) : (
        <QueryState query={catalog} errorText={t('sales.catalogError')} height={320}>
          {(items) => (
            <Box
              component="form"
              noValidate
              onSubmit={submitOnce(save.isPending, () => save.mutate())}
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
                <CustomerCard value={customer} onChange={setCustomer} errorOf={errorOf} />
                <ItemsCard
                  catalog={items}
                  quantities={quantities}
                  onChange={(key, q) => setQuantities((prev) => ({ ...prev, [key]: q }))}
                  errorOf={lineError}
                />
                <Card
                  variant="outlined"
                  component="section"
                  aria-labelledby="sale-payment"
                  sx={{ gap: 1 }}
                >
                  <Typography level="title-md" component="h2" id="sale-payment">
                    {t('sales.payment')}
                  </Typography>
                  <RadioGroup
                    value={payment}
                    aria-labelledby="sale-payment"
                    onChange={(e) => setPayment(e.target.value as SalePaymentMethod)}
                    sx={{ gap: 1 }}
                  >
                    {salePaymentMethods.map((m) => (
                      <Radio key={m} value={m} label={t(`sales.methods.${m}`)} />
                    ))}
                  </RadioGroup>
                  {errorOf('payment_method') && (
                    <Typography level="body-sm" color="danger">
                      {errorOf('payment_method')}
                    </Typography>
                  )}
                </Card>
              </Box>
              <SummaryCard quote={quote} empty={lines.length === 0}>
                {general && <FormAlert message={general} />}
                <Button
                  type="submit"
                  size="lg"
                  loading={save.isPending}
                  disabled={blocked !== null}
                  aria-describedby={blocked ? 'confirm-sale-blocked' : undefined}
                  data-testid="confirm-sale"
                >
                  {t('sales.confirm')}
                </Button>
                {blocked && (
                  <Typography
                    id="confirm-sale-blocked"
                    level="body-sm"
                    color="warning"
                    data-testid="confirm-sale-blocked"
                  >
                    {blocked}
                  </Typography>
                )}
                <Typography level="body-xs">{t('sales.confirmHelp')}</Typography>
              </SummaryCard>
            </Box>
          )}
        </QueryState>
      )}
    </ScreenPage>
  );
}
