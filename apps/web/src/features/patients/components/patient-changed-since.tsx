import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientRecord } from '@portal/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import type { TextKey } from '@/lib/i18n';
import { doctorPatientValuesOf } from './registration-form-values';

/** Each field of the doctor's form, with the label it has on the form. */
const FIELD_LABELS: Record<string, TextKey> = {
  firstName: 'ui.patients.reg.field.firstName',
  middleName: 'ui.patients.reg.field.middleName',
  lastName: 'ui.patients.reg.field.lastName',
  genderId: 'ui.field.gender',
  dateOfBirth: 'ui.field.dateOfBirth',
  age: 'ui.patients.reg.field.age',
  emailId: 'ui.field.email',
  mobileNumber: 'ui.field.mobileNumber',
  alternativeMobileNumberOne: 'ui.patients.reg.field.alternativeOne',
  alternativeMobileNumberTwo: 'ui.patients.reg.field.alternativeTwo',
  countryId: 'ui.field.country',
  stateId: 'ui.field.state',
  districtId: 'ui.field.district',
  stateName: 'ui.field.state',
  districtName: 'ui.field.district',
  city: 'ui.field.city',
  pincode: 'ui.field.pincode',
  address: 'ui.patients.reg.field.address',
  consultantDoctorIds: 'ui.patients.reg.field.consultants',
  stageId: 'ui.patients.reg.field.stage',
  siteId: 'ui.patients.reg.field.site',
  subSiteId: 'ui.patients.reg.field.subSite',
  lookingForId: 'ui.patients.reg.field.lookingFor',
};

/** The labels of the form's fields whose saved value differs between two readings, in order. */
export function changedFieldLabels(opened: PatientRecord, latest: PatientRecord): TextKey[] {
  const before = doctorPatientValuesOf(opened) as Record<string, unknown>;
  const after = doctorPatientValuesOf(latest) as Record<string, unknown>;
  const labels = Object.entries(FIELD_LABELS)
    .filter(([name]) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map(([, label]) => label);
  // The state's list and its typed name share a label, as do the district's.
  return [...new Set(labels)];
}

interface PatientChangedSinceProps {
  /** The record as the form opened on it. */
  opened: PatientRecord;
  /** The record as saved since. */
  latest: PatientRecord;
  saving: boolean;
  /** Save what the form holds over the record saved since. */
  onSaveMine: () => void;
  /** Drop what was typed and fill the form from the record saved since. */
  onLoadTheirs: () => void;
}

/**
 * An edit refused because the patient's details were saved after the form opened: what was
 * typed stays, the fields changed meanwhile are named, and the doctor chooses. Before, the only
 * advice was to reload the page, which lost what was typed.
 */
export function PatientChangedSince({
  opened,
  latest,
  saving,
  onSaveMine,
  onLoadTheirs,
}: PatientChangedSinceProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const changed = changedFieldLabels(opened, latest);
  return (
    <Alert color="yellow" variant="light" role="alert" title={t('ui.patients.changed.title')}>
      <Stack gap="sm">
        <Text fz="sm">
          {t('ui.patients.changed.text', { date: formatDateTime(latest.updatedAt) })}
        </Text>
        {changed.length > 0 && (
          <div>
            <Text fz="sm" fw={600}>
              {t('ui.patients.changed.fields')}
            </Text>
            <List fz="sm">
              {changed.map((label) => (
                <List.Item key={label}>{t(label)}</List.Item>
              ))}
            </List>
          </div>
        )}
        <Group gap="sm">
          <Button onClick={onSaveMine} loading={saving}>
            {t('ui.patients.changed.saveMine')}
          </Button>
          <Button variant="default" onClick={() => setConfirming(true)} disabled={saving}>
            {t('ui.patients.changed.loadTheirs')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('ui.patients.changed.confirmTitle')}
        request={{
          message: t('ui.patients.changed.confirmText'),
          confirmLabel: t('ui.patients.changed.confirm'),
          cancelLabel: t('ui.patients.changed.keepMine'),
          danger: true,
        }}
        busy={false}
        onConfirm={() => {
          setConfirming(false);
          onLoadTheirs();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}
