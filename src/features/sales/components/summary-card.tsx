import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleQuote } from '@/api/sales';
import { MoneyText } from '@/components/money/money-text';

/** The server's price of the chosen items: each line, the total and the PV it brings. */
export function SummaryCard({
  quote,
  empty,
  children,
}: {
  quote: UseQueryResult<SaleQuote>;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('store');
  const q = quote.data;
  return (
    <Card
      variant="soft"
      component="section"
      aria-labelledby="sale-summary"
      sx={{ gap: 1.25, position: { md: 'sticky' }, top: { md: 16 } }}
      data-testid="sale-summary"
    >
      <Typography level="title-md" component="h2" id="sale-summary">
        {t('sales.summary')}
      </Typography>
      {empty ? (
        <Typography level="body-sm">{t('sales.chooseItems')}</Typography>
      ) : quote.isError ? (
        <Alert color="danger" variant="soft" role="alert">
          {quote.error.message}
        </Alert>
      ) : !q ? (
        <Skeleton variant="rectangular" height={96} />
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
            {q.lines.map((l) => (
              <Box
                component="li"
                key={`${l.type}:${l.id}`}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
              >
                <Typography level="body-sm">
                  {l.quantity} × {l.name}
                </Typography>
                <Typography level="body-sm" sx={{ whiteSpace: 'nowrap' }}>
                  <MoneyText amount={l.total} />
                </Typography>
              </Box>
            ))}
          </Box>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography level="title-md">{t('sales.total')}</Typography>
            <Typography level="title-md" data-testid="sale-total">
              <MoneyText amount={q.total} />
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography level="body-sm">{t('sales.pvEarned')}</Typography>
            <Typography level="body-sm" data-testid="sale-pv">
              {t('sales.pvValue', { pv: q.pv })}
            </Typography>
          </Box>
        </>
      )}
      {children}
    </Card>
  );
}
