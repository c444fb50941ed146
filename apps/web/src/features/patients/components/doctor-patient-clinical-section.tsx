import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section';
import { toId, toOption } from '@/components/form-values';
import { IdMultiSelect } from '@/components/id-select';
import { doctorName } from '@/lib/format';
import { useHospitalDoctors } from '../api/doctor-patient-hospital-doctors';
import type { DoctorPatientFormValues } from './registration-form-values';
import { MasterSelect } from '@/components/master-select';

interface DoctorPatientClinicalSectionProps {
  /** A found patient: only the consultant doctors can be chosen; the rest is theirs already. */
  readOnly: boolean;
}

/** Consultant doctors of this hospital, stage, site, sub site and looking for. */
export function DoctorPatientClinicalSection({ readOnly }: DoctorPatientClinicalSectionProps) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<DoctorPatientFormValues>();
  const siteId = toId(useWatch<DoctorPatientFormValues, 'siteId'>({ name: 'siteId' }));
  const doctors = useHospitalDoctors();

  return (
    <FormSection title={t('ui.patients.reg.clinicalSection')}>
      <IdMultiSelect
        name="consultantDoctorIds"
        label={t('ui.patients.reg.field.consultants')}
        required
        data={(doctors.data ?? []).map((doctor) =>
          toOption({ ...doctor, name: doctorName(doctor.name) }),
        )}
        loading={doctors.isLoading}
        loadFailed={doctors.isError}
      />
      <MasterSelect
        kind="stage"
        name="stageId"
        label={t('ui.patients.reg.field.stage')}
        required
        disabled={readOnly}
      />
      <MasterSelect
        kind="site"
        name="siteId"
        label={t('ui.patients.reg.field.site')}
        required
        disabled={readOnly}
        // The sub sites belong to the site: another site empties the choice.
        onPick={() => setValue('subSiteId', null)}
      />
      <MasterSelect
        kind="sub_site"
        parentId={siteId}
        name="subSiteId"
        label={t('ui.patients.reg.field.subSite')}
        disabled={readOnly || siteId === null}
      />
      <MasterSelect
        kind="looking_for"
        name="lookingForId"
        label={t('ui.patients.reg.field.lookingFor')}
        disabled={readOnly}
      />
    </FormSection>
  );
}
