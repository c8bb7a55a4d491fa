import FormLabel from '@mui/joy/FormLabel';
import { useTranslation } from 'react-i18next';
import { withOptionalSuffix } from '@/lib/validation';

/** Spec §5: an optional field's label carries the "optional" suffix. */
export function FieldLabel({ label, optional = false }: { label: string; optional?: boolean }) {
  const { t } = useTranslation('common');
  return <FormLabel>{optional ? withOptionalSuffix(label, t('form.optional')) : label}</FormLabel>;
}
