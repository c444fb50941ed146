import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientRecord } from '@portal/shared';
import { SavedMeanwhilePanel } from '@/components/saved-meanwhile-panel';
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

/** A patient edit refused for a newer save: when it was saved and the fields it changed. */
export function PatientChangedSince({ opened, latest, ...choices }: PatientChangedSinceProps) {
  const { t } = useTranslation();
  const changed = changedFieldLabels(opened, latest);
  return (
    <SavedMeanwhilePanel
      title={t('ui.patients.changed.title')}
      saveMineLabel={t('ui.patients.changed.saveMine')}
      loadTheirsLabel={t('ui.patients.changed.loadTheirs')}
      discard={{
        title: t('ui.patients.changed.confirmTitle'),
        message: t('ui.patients.changed.confirmText'),
        confirmLabel: t('ui.patients.changed.confirm'),
        cancelLabel: t('ui.patients.changed.keepMine'),
      }}
      {...choices}
    >
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
    </SavedMeanwhilePanel>
  );
}
