import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_EXPORT_MAX_DAYS, auditExportQuery, auditSearchQuery } from '@portal/shared';
import { DayInput } from '@/components/day-input';
import type { AuditFilterValues } from '../api/search-audit';
import { checkedFilters } from '@/lib/filter-values';
import { mobileInputProps } from '@/components/mobile-input-props';

type Field = keyof AuditFilterValues;
const EMPTY: Required<AuditFilterValues> = {
  patientId: '',
  actorMobile: '',
  action: '',
  from: '',
  to: '',
};

interface AuditFiltersProps {
  /** The server's messages for the filters, from the last search. */
  serverMessages: Partial<Record<Field, string>>;
  onSearch: (filters: AuditFilterValues) => void;
  onExport: (filters: AuditFilterValues) => void;
}

/** The search form: patient, user, action, days; Search, Clear and Export CSV. */
export function AuditFilters({ serverMessages, onSearch, onExport }: AuditFiltersProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Filters changed since the last search: the server's message was about the old value.
  const [changed, setChanged] = useState<Partial<Record<Field, boolean>>>({});
  const shownError = (field: Field) =>
    errors[field] ?? (changed[field] ? undefined : serverMessages[field]);
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setChanged((current) => ({ ...current, [field]: true }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters = checkedFilters(auditSearchQuery, values, setErrors);
    setChanged({});
    if (filters) onSearch(filters);
  };
  const exportCsv = () => {
    const filters = checkedFilters(auditExportQuery, values, setErrors);
    if (filters) onExport(filters);
  };
  const clear = () => {
    setValues(EMPTY);
    setErrors({});
    setChanged({});
    onSearch({});
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('ui.audit.filters')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('ui.audit.patientId')}
            placeholder={t('ui.audit.patientIdHint')}
            inputMode="numeric"
            value={values.patientId}
            onChange={(event) => set('patientId')(event.currentTarget.value)}
            error={shownError('patientId')}
            w={200}
          />
          <TextInput
            label={t('ui.audit.actorMobile')}
            {...mobileInputProps}
            value={values.actorMobile}
            onChange={(event) => set('actorMobile')(event.currentTarget.value)}
            error={shownError('actorMobile')}
            w={200}
          />
          <TextInput
            label={t('ui.audit.action')}
            placeholder={t('ui.audit.actionHint')}
            value={values.action}
            onChange={(event) => set('action')(event.currentTarget.value)}
            error={shownError('action')}
            w={260}
          />
          <DayInput
            label={t('ui.audit.from')}
            value={values.from || null}
            onChange={(value) => set('from')(value ?? '')}
            error={shownError('from')}
            clearable
            w={170}
          />
          <DayInput
            label={t('ui.audit.to')}
            value={values.to || null}
            onChange={(value) => set('to')(value ?? '')}
            error={shownError('to')}
            clearable
            w={170}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit">{t('ui.audit.search')}</Button>
          <Button variant="default" onClick={clear}>
            {t('ui.audit.clear')}
          </Button>
          <Button variant="light" onClick={exportCsv}>
            {t('ui.audit.export')}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('ui.audit.exportHint', { max: AUDIT_EXPORT_MAX_DAYS })}
        </Text>
      </Stack>
    </form>
  );
}
