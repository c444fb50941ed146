// The feature's texts, registered before anything here renders.
import '../text-values';
import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DECEASED_PATIENT_STATUS, type Appointment } from '@portal/shared';
import { Dialog } from '@/components/dialogs';
import { toId } from '@/components/form-values';
import { AlertIcon, InfoIcon } from '@/components/icons';
import { PatientMissing } from '@/components/patient-missing';
import { errorMessage } from '@/lib/api-client';
import { usePatientAppointments } from '../api/get-patient-appointments';
import { isPatientMissing, patientFullName, usePatientRecord } from '@/lib/patient-record';
import { AppointmentForm } from '../components/appointment-form';
import { AppointmentTable, type AppointmentAction } from '../components/appointment-table';
import { useStatusConfirm } from '../components/use-status-confirm';
import { usePatientDialogClose } from '@/lib/patient-dialog-close';

/**
 * #/patient-list/:patientId/appointments: the patient list's 'Create or Edit Appointment' dialog
 * (768 wide, at least 600 high): the form, and the patient's appointments with their actions.
 */
export function AppointmentDialog() {
  const { t } = useTranslation();
  const patientId = toId(useParams().patientId) ?? 0;
  const patient = usePatientRecord(patientId);
  const patientName = patient.data ? patientFullName(patient.data) : null;
  const appointments = usePatientAppointments(patientId);
  const [editing, setEditing] = useState<Appointment | null>(null);
  // A new key gives a fresh form after a save, a cancel or another row to edit.
  const [formKey, setFormKey] = useState(0);
  // Focus goes to the form whenever the button pressed has gone (AppointmentForm).
  const [focusRequest, setFocusRequest] = useState(0);

  const showForm = (row: Appointment | null) => {
    setEditing(row);
    setFormKey((key) => key + 1);
    setFocusRequest((request) => request + 1);
  };
  const { ask, dialog } = useStatusConfirm((row) => {
    if (editing?.id === row.id) showForm(null);
    else setFocusRequest((request) => request + 1);
  });
  const onAction = (action: AppointmentAction, row: Appointment) =>
    action === 'edit' ? showForm(row) : ask(action, row);

  const close = usePatientDialogClose();

  const missing = isPatientMissing(patient.error);
  const deceased = patient.data?.patientStatus === DECEASED_PATIENT_STATUS;
  const loadError = appointments.error ?? patient.error;
  return (
    <Dialog
      opened
      onClose={close}
      title={t('ui.appointments.dialogTitle')}
      size={768}
      minHeight="600px"
    >
      <Stack gap="md">
        {missing ? (
          <PatientMissing />
        ) : (
          <>
            {patientName && (
              <Text fz="sm" fw={500}>
                {t('ui.appointments.patientLine', { name: patientName })}
              </Text>
            )}
            {loadError && (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {errorMessage(loadError)}
              </Alert>
            )}
            {/* New appointments are refused for a patient recorded as deceased: said before
                the form is filled in; a pending one can still be edited, completed or deleted. */}
            {deceased && !editing ? (
              <Alert color="gray" variant="light" icon={<InfoIcon />}>
                {t('patient.deceased')}
              </Alert>
            ) : (
              <AppointmentForm
                key={formKey}
                patientId={patientId}
                editing={editing}
                onDone={() => showForm(null)}
                focusRequest={focusRequest}
              />
            )}
            <Divider />
            <Title order={3} fz="md">
              {t('ui.appointments.listTitle')}
            </Title>
            <AppointmentTable
              rows={appointments.data}
              loading={appointments.isPending}
              editingId={editing?.id ?? null}
              onAction={onAction}
            />
          </>
        )}
      </Stack>
      {dialog}
    </Dialog>
  );
}
