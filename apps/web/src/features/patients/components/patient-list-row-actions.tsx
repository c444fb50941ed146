import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { Link, useLocation, type To } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type PatientListRow } from '@portal/shared';
import {
  CalendarIcon,
  ChecklistIcon,
  ClipboardIcon,
  DatabaseIcon,
  PulseIcon,
} from './patient-list-icons';
import { PencilIcon } from '@/components/icons';

// Sighted keyboard and touch users need the name as much as mouse users: the tooltip shows on
// hover, on focus and on a long touch.
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/** An icon link whose name is its tooltip, said the same way to screen readers. */
function IconLink({ label, to, children }: { label: string; to: To; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow openDelay={300} events={TOOLTIP_EVENTS}>
      <ActionIcon component={Link} to={to} variant="subtle" size="lg" aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The row's actions: its dialogs, dashboards, clinical details and edit. */
export function PatientListRowActions({ row }: { row: PatientListRow }) {
  const { t } = useTranslation();
  // The dialogs are child routes of the list: the list's page and search go with them.
  const { search } = useLocation();
  const id = row.patientId;
  return (
    <Group
      gap={2}
      className="patient-list-actions"
      role="group"
      aria-label={t('ui.patients.list.actionsFor', { name: row.patientName })}
    >
      <IconLink
        label={t('ui.patients.list.appointment')}
        to={{ pathname: paths.patientAppointments.getHref(id), search }}
      >
        <CalendarIcon />
      </IconLink>
      <IconLink
        label={t('ui.patients.list.outcome')}
        to={{ pathname: paths.patientOutcomes.getHref(id), search }}
      >
        <ChecklistIcon />
      </IconLink>
      <IconLink
        label={t('ui.patients.list.careDashboard')}
        to={paths.carePatientDashboard.getHref(id)}
      >
        <PulseIcon />
      </IconLink>
      <IconLink label={t('ui.patients.list.dbDashboard')} to={paths.dbPatientDashboard.getHref(id)}>
        <DatabaseIcon />
      </IconLink>
      <IconLink
        label={t('ui.patients.list.clinicalDetails')}
        to={paths.clinicalDetails.getHref(id)}
      >
        <ClipboardIcon />
      </IconLink>
      {/* One id per patient here, so personId is 0; registerType 0 means an edit from the list. */}
      <IconLink
        label={t('ui.patients.list.edit')}
        to={paths.patientRegistration.getHref(0, id, '0')}
      >
        <PencilIcon />
      </IconLink>
    </Group>
  );
}
