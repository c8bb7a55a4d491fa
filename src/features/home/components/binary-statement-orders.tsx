import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { BinaryStatement, Leg, StatementOrder } from '@/api/binary-statement';
import { DateText } from '@/components/date-text/date-text';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { useVolume } from '@/lib/volume';
import { fullName } from '@contract/names';
import { toHundredths } from '@contract/money';
import { statementOrdersQueryOptions } from '../api/binary-statement-queries';

/**
 * The orders behind a leg's new volume in the period, newest first, a page at a time: the
 * orders of the members of that leg whose volume was counted in the period. Whether their BV
 * adds up to the leg's new volume is said in words, not assumed.
 */
export function BinaryStatementOrders({ s }: { s: BinaryStatement }) {
  const { t } = useTranslation('dashboard');
  const volume = useVolume();
  const [leg, setLeg] = useState<Leg>('L');
  const query = useInfiniteQuery(statementOrdersQueryOptions(s.periodKey, leg));
  const orders = query.data?.pages.flatMap((p) => p.items) ?? [];
  const ordersBv = leg === 'L' ? s.ordersBvLeft : s.ordersBvRight;
  const newVolume = leg === 'L' ? s.newVolumeLeft : s.newVolumeRight;
  const matches = toHundredths(ordersBv) === toHundredths(newVolume);

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }} data-testid="binary-statement-orders">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          justifyContent: 'space-between',
        }}
      >
        <Typography level="title-md" component="h3" id="binary-statement-orders-title">
          {t('binaryStatement.orders.title')}
        </Typography>
        <ChoiceButtons
          label={t('binaryStatement.orders.leg')}
          value={leg}
          onChange={setLeg}
          choices={[
            { value: 'L', label: t('binary.left'), testId: 'binary-orders-leg-L' },
            { value: 'R', label: t('binary.right'), testId: 'binary-orders-leg-R' },
          ]}
          buttonSx={{ minHeight: 40, minWidth: 72 }}
        />
      </Box>
      <Typography
        level="body-sm"
        textColor="text.secondary"
        data-testid="binary-orders-sum"
        data-matches={matches}
      >
        {matches
          ? t('binaryStatement.orders.matches', { bv: volume(Number(ordersBv)) })
          : t('binaryStatement.orders.differs', {
              bv: volume(Number(ordersBv)),
              volume: volume(Number(newVolume)),
            })}
      </Typography>
      {query.isError ? (
        <Alert color="danger" variant="soft" role="alert">
          {t('binaryStatement.orders.loadError')}
        </Alert>
      ) : query.isPending ? (
        <Typography level="body-sm" aria-busy="true">
          {t('binaryStatement.orders.loading')}
        </Typography>
      ) : orders.length === 0 ? (
        <Typography level="body-sm" data-testid="binary-orders-none">
          {t('binaryStatement.orders.none')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby="binary-statement-orders-title"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
        >
          {orders.map((o) => (
            <OrderRow key={o.orderId} o={o} />
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Box>
          <Button
            variant="outlined"
            size="sm"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            sx={{ minHeight: 40 }}
            data-testid="binary-orders-more"
          >
            {t('binaryStatement.orders.loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function OrderRow({ o }: { o: StatementOrder }) {
  const { t } = useTranslation('dashboard');
  const volume = useVolume();
  const cancelled = o.status === 'cancelled';
  return (
    <Box
      component="li"
      data-testid="binary-order"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        gap: 0.25,
        columnGap: 1.5,
        p: 1,
        borderRadius: 'sm',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography level="body-sm" fontWeight="lg" sx={{ overflowWrap: 'anywhere' }}>
        {o.invoiceNo}{' '}
        <Typography component="span" fontWeight="md" textColor="text.secondary">
          · <DateText value={o.countedAt} withTime />
        </Typography>
      </Typography>
      <Typography
        level="body-sm"
        fontWeight="lg"
        sx={{ textAlign: 'right', textDecoration: cancelled ? 'line-through' : 'none' }}
      >
        {t('binaryStatement.orders.bv', { bv: volume(Number(o.bv)) })}
      </Typography>
      <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
        <Link
          component={RouterLink}
          to={`/member/network/genealogy?root=${o.buyerId}&node=${o.buyerId}`}
        >
          {fullName(o.buyerFirstName, o.buyerLastName)}
        </Link>{' '}
        <Typography component="span" textColor="text.secondary">
          @{o.buyerUsername}
        </Typography>
      </Typography>
      <Box sx={{ textAlign: 'right' }}>
        {cancelled && (
          <Chip size="sm" variant="soft" color="warning">
            {t('binaryStatement.orders.cancelled')}
          </Chip>
        )}
      </Box>
    </Box>
  );
}
