import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Faq } from '@/api/account';
import type { MemberPageProps } from '@/components/member-pages/member-pages';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';
import { QueryState } from '@/components/query-state/query-state';
import { faqsQueryOptions } from './api/queries';
import { AccountPage } from './components/account-page';

/** /member/account/intro-video: the company's video, served by the server, with captions. */
export function IntroVideoPage({ user }: MemberPageProps) {
  const { t } = useTranslation('account');
  const modules = useLoadedModules()?.modules;
  const url = modules?.introVideo ? modules.introVideoUrl : null;
  const base = url?.replace(/\.[a-z0-9]+$/i, '') ?? '';
  return (
    <AccountPage title={t('sections.introVideo')} subtitle={t('preferences.videoSubtitle')} wide>
      {url ? (
        <Card variant="outlined" sx={{ p: 1, maxWidth: 960 }}>
          <video
            controls
            preload="metadata"
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
            data-testid="intro-video"
          >
            <source src={url} type="video/webm" />
            <track
              kind="captions"
              src={`${base}.en.vtt`}
              srcLang="en"
              label="English"
              default={user.language !== 'es'}
            />
            <track
              kind="captions"
              src={`${base}.es.vtt`}
              srcLang="es"
              label="Español"
              default={user.language === 'es'}
            />
          </video>
        </Card>
      ) : (
        <Alert variant="soft" data-testid="no-video">
          {t('preferences.noVideo')}
        </Alert>
      )}
    </AccountPage>
  );
}

const groupByCategory = (faqs: Faq[]) => {
  const groups = new Map<string, Faq[]>();
  for (const f of faqs) groups.set(f.category, [...(groups.get(f.category) ?? []), f]);
  return [...groups];
};

/** /member/account/faqs: the company's FAQs, grouped and searchable. */
export function FaqsPage() {
  const { t } = useTranslation('account');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const query = useQuery(faqsQueryOptions(deferred));
  return (
    <AccountPage title={t('sections.faqs')} subtitle={t('preferences.faqsSubtitle')} wide>
      <Input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('preferences.searchFaqs')}
        startDecorator={<Search size={18} aria-hidden />}
        slotProps={{ input: { 'aria-label': t('preferences.searchFaqs') } }}
        data-testid="faq-search"
        sx={{ maxWidth: 480 }}
      />
      <QueryState query={query} errorText={t('loadError')} height={240}>
        {(faqs) =>
          faqs.length === 0 ? (
            <Alert variant="soft">{t('preferences.noFaqs')}</Alert>
          ) : (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {groupByCategory(faqs).map(([category, items]) => (
                <Card key={category} variant="outlined" sx={{ p: 0, overflow: 'hidden' }}>
                  <Typography level="title-md" component="h2" sx={{ px: 2, pt: 1.5 }}>
                    {category}
                  </Typography>
                  <AccordionGroup data-testid="faq-group">
                    {items.map((f) => (
                      <Accordion key={f.id}>
                        <AccordionSummary>{f.question}</AccordionSummary>
                        <AccordionDetails>
                          <Typography level="body-sm">{f.answer}</Typography>
                        </AccordionDetails>
                      </Accordion>
                    ))}
                  </AccordionGroup>
                </Card>
              ))}
            </Box>
          )
        }
      </QueryState>
    </AccountPage>
  );
}
