import Card from '@mui/joy/Card';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskMemberDetail } from '@/api/desk-members';
import { useFormatDate, useFormatDateTime } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1 }}>
      <Typography level="body-sm" textColor="text.tertiary" component="dt">
        {label}
      </Typography>
      <Typography level="body-sm" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ gap: 1, minWidth: 0 }}>
      <Typography level="title-md" component="h2">
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** Profile, placement, KYC and balances of one member, in cards. */
export function MemberFacts({ m }: { m: DeskMemberDetail }) {
  const { t } = useTranslation('desk-members');
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const none = t('detail.none');
  const placement = m.parentUsername
    ? t('detail.placementValue', {
        parent: m.parentUsername,
        position: m.position ?? '',
        depth: m.depth,
      })
    : t('detail.noPlacement');
  const v = m.pendingVerification;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title={t('detail.profile')}>
        <Box component="dl" sx={{ display: 'grid', gap: 0.75, m: 0 }}>
          <Fact label={t('detail.email')}>{m.email}</Fact>
          <Fact label={t('detail.mobile')}>{m.mobile ?? none}</Fact>
          <Fact label={t('detail.country')}>{m.country ?? none}</Fact>
          <Fact label={t('detail.language')}>{m.language}</Fact>
          <Fact label={t('detail.joined')}>{formatDate(m.joinedAt)}</Fact>
          <Fact label={t('detail.sponsor')}>{m.sponsorUsername ?? none}</Fact>
          <Fact label={t('detail.placement')}>{placement}</Fact>
          <Fact label={t('detail.rank')}>{m.rankName ?? none}</Fact>
          <Fact label={t('detail.package')}>{m.packageName ?? none}</Fact>
          <Fact label={t('detail.kyc')}>{t(`kyc.${m.kycState}`)}</Fact>
          <Fact label={t('detail.verification')}>
            {v
              ? t('detail.verificationValue', {
                  channel: t(`channels.${v.channel}`),
                  to: v.sentTo,
                  at: formatDateTime(v.sentAt),
                })
              : t('detail.noVerification')}
          </Fact>
        </Box>
      </Section>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Section title={t('detail.balances')}>
          <Box component="dl" sx={{ display: 'grid', gap: 0.75, m: 0 }}>
            <Fact label={t('detail.available')}>
              <MoneyText amount={m.balances.available} />
            </Fact>
            <Fact label={t('detail.held')}>
              <MoneyText amount={m.balances.held} />
            </Fact>
            <Fact label={t('detail.owed')}>
              <MoneyText amount={m.balances.owed} />
            </Fact>
          </Box>
        </Section>
        <Section title={t('detail.signIns')}>
          {m.signIns.length === 0 ? (
            <Typography level="body-sm">{t('detail.noSignIns')}</Typography>
          ) : (
            <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
              {m.signIns.map((s) => (
                <ListItem key={s.createdAt} sx={{ display: 'block' }}>
                  <Typography level="body-sm">
                    {t('detail.signInLine', {
                      at: formatDateTime(s.lastUsedAt ?? s.createdAt),
                      where: s.viewedBy
                        ? t('detail.viewedBy', { operator: s.viewedBy })
                        : [s.ip, s.userAgent].filter(Boolean).join(' · ') || none,
                    })}
                  </Typography>
                  <Typography level="body-xs" textColor="text.tertiary">
                    {t(s.live ? 'detail.live' : 'detail.ended')}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Box>
    </Box>
  );
}

/** The latest desk actions about the member, newest first. */
export function MemberAudit({ m }: { m: DeskMemberDetail }) {
  const { t } = useTranslation('desk-members');
  const formatDateTime = useFormatDateTime();
  return (
    <Section title={t('detail.audit')}>
      {m.audit.length === 0 ? (
        <Typography level="body-sm">{t('detail.noAudit')}</Typography>
      ) : (
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }} data-testid="member-audit">
          {m.audit.map((a) => (
            <ListItem key={a.id} sx={{ display: 'block' }}>
              <Typography level="body-sm">
                {formatDateTime(a.createdAt)} · {a.operatorUsername} · <code>{a.action}</code>
              </Typography>
              {a.reason && (
                <Typography level="body-xs" textColor="text.tertiary">
                  {a.reason}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
