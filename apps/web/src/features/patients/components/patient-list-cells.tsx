import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENDERS, type PatientListRow, type PatientStatus } from '@portal/shared';
import { valueName } from '@/lib/i18n';

/** What the patient list shows, as a table or as cards. */
export interface PatientListProps {
  rows: PatientListRow[];
  loading: boolean;
  /** A new page is loading while the previous one is still shown. */
  busy: boolean;
  onStatus: (row: PatientListRow, status: PatientStatus) => void;
}

/** The old product stored missing numbers as the text 'null': both read as no number. */
const present = (value: string | null): value is string =>
  value !== null && value.trim() !== '' && value.trim().toLowerCase() !== 'null';

export const genderName = (genderId: number) =>
  valueName(GENDERS.find((gender) => gender.id === genderId)?.name ?? '-');

/** A patient's mobile number, and under it the alternative numbers. */
export function MobileCell({ row }: { row: PatientListRow }) {
  const { t } = useTranslation();
  const alternatives = [row.alternativeMobileNumberOne, row.alternativeMobileNumberTwo]
    .filter(present)
    .join(', ');
  return (
    <>
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {present(row.mobileNumber) ? row.mobileNumber : '-'}
      </Text>
      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('ui.patients.list.alternative', { numbers: alternatives || '-' })}
      </Text>
    </>
  );
}
