import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskKycDetail } from '@/api/desk-kyc';
import { DateText } from '@/components/date-text/date-text';
import { fullName } from '@contract/names';
import { KycStatusChip } from './kyc-status-chip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" level="body-sm" textColor="text.tertiary">
        {label}
      </Typography>
      <Typography component="dd" level="body-md" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

const factGrid = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: 1,
  m: 0,
  alignItems: 'center',
} as const;

/** Who sent the document, what it is, and the member's other documents. */
export function DocumentFacts({ detail }: { detail: DeskKycDetail }) {
  const { t } = useTranslation('desk-kyc');
  const { document, member, otherDocuments } = detail;
  return (
    <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <Card variant="outlined">
        <Typography level="title-md" component="h2">
          {t('detail.member')}
        </Typography>
        <Box component="dl" sx={factGrid}>
          <Fact label={t('detail.name')}>{fullName(member.firstName, member.lastName)}</Fact>
          <Fact label={t('detail.username')}>{member.username}</Fact>
          <Fact label={t('detail.email')}>{member.email}</Fact>
          <Fact label={t('detail.memberId')}>{member.id}</Fact>
          <Fact label={t('detail.joined')}>
            <DateText value={member.dateJoined} />
          </Fact>
        </Box>
      </Card>
      <Card variant="outlined">
        <Typography level="title-md" component="h2">
          {t('detail.document')}
        </Typography>
        <Box component="dl" sx={factGrid}>
          <Fact label={t('detail.category')}>{document.categoryName}</Fact>
          <Fact label={t('detail.status')}>
            <KycStatusChip status={document.status} />
          </Fact>
          <Fact label={t('detail.submitted')}>
            <DateText value={document.dateCreated} withTime />
          </Fact>
          {document.status !== 'pending' && (
            <Fact label={t('detail.decided')}>
              <DateText value={document.dateUpdated} withTime />
            </Fact>
          )}
          {document.reason && <Fact label={t('detail.reason')}>{document.reason}</Fact>}
        </Box>
      </Card>
      <Card variant="outlined">
        <Typography level="title-md" component="h2">
          {t('detail.others')}
        </Typography>
        {otherDocuments.length === 0 ? (
          <Typography level="body-sm">{t('detail.noOthers')}</Typography>
        ) : (
          <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
            {otherDocuments.map((d) => (
              <ListItem key={d.id} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Box sx={{ flex: '1 1 auto' }}>{d.categoryName}</Box>
                <DateText value={d.dateCreated} />
                <KycStatusChip status={d.status} />
              </ListItem>
            ))}
          </List>
        )}
      </Card>
    </Box>
  );
}
