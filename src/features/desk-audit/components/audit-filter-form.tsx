import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilters } from '@/api/desk-audit';
import { auditFilterFields, auditParamOf, noAuditFilters } from '../lib/audit-filters';

type Props = {
  /** The filters in the address bar; the form starts from them (key it by the URL). */
  initial: AuditFilters;
  /** The server's message per query name (operator, subject_type, from …), if it refused. */
  errorOf: (param: string) => string | undefined;
  onApply: (filters: AuditFilters) => void;
};

const dateFields = new Set<keyof AuditFilters>(['from', 'to']);

/**
 * The log's filters as one form: applied together (each one a new query, so not at every
 * keystroke), and cleared together. A field the server refused shows its message below it.
 */
export function AuditFilterForm({ initial, errorOf, onApply }: Props) {
  const { t } = useTranslation('desk-audit');
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      {auditFilterFields.map((field) => {
        const param = auditParamOf[field];
        const error = errorOf(param);
        const isDate = dateFields.has(field);
        return (
          <FormControl
            key={field}
            size="sm"
            error={error !== undefined}
            // A day needs little room: on a wide screen the buttons share its line.
            sx={{
              flex: isDate ? '1 1 150px' : '1 1 170px',
              maxWidth: isDate ? { sm: 220 } : undefined,
              minWidth: 0,
            }}
          >
            <FormLabel>{t(`filters.${field}`)}</FormLabel>
            <Input
              size="sm"
              name={param}
              type={isDate ? 'date' : 'text'}
              value={draft[field]}
              onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.value }))}
              slotProps={{
                input: {
                  'data-testid': `audit-filter-${param}`,
                  maxLength: isDate ? undefined : 100,
                },
              }}
            />
            {error && (
              <FormHelperText data-testid={`audit-filter-${param}-error`}>{error}</FormHelperText>
            )}
          </FormControl>
        );
      })}
      <Box
        sx={{ display: 'flex', gap: 1, alignSelf: 'flex-end', minHeight: 44, alignItems: 'center' }}
      >
        <Button type="submit" size="sm" data-testid="audit-apply" sx={{ minHeight: 40 }}>
          {t('filters.apply')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="plain"
          color="neutral"
          sx={{ minHeight: 40 }}
          onClick={() => {
            setDraft(noAuditFilters);
            onApply(noAuditFilters);
          }}
        >
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}
