import { useRef, useState } from 'react';
import { Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PATIENT_STATUSES, type PatientListRow, type PatientStatus } from '@portal/shared';
import { ChevronDownIcon } from '@/components/icons';
import {
  PatientStatusDot,
  StatusDotMark,
  isPatientStatus,
  usePatientStatusLabel,
} from './patient-status-dot';

interface PatientStatusMenuProps {
  row: PatientListRow;
  onStatus: (row: PatientListRow, status: PatientStatus) => void;
}

/**
 * The status cell: the coloured dot and its name, which opens the choice of another status. A
 * status chosen opens the confirmation: focus goes into it and, once it closes, back to this
 * button. (The menu's own return of focus, 10 ms after it closes, took focus from the dialog
 * and left it behind the overlay.)
 */
export function PatientStatusMenu({ row, onStatus }: PatientStatusMenuProps) {
  const { t } = useTranslation();
  const statusLabel = usePatientStatusLabel();
  const trigger = useRef<HTMLButtonElement>(null);
  const [chosen, setChosen] = useState(false);
  const current = isPatientStatus(row.patientStatus) ? statusLabel(row.patientStatus) : '-';
  return (
    <Menu
      position="bottom-start"
      withArrow
      shadow="md"
      returnFocus={!chosen}
      onOpen={() => setChosen(false)}
    >
      <Menu.Target>
        <UnstyledButton
          ref={trigger}
          // The visible status comes first in the name, so speech and sight agree.
          aria-label={`${current}, ${t('ui.patients.list.changeStatus')}`}
          px={8}
          py={4}
          ml={-8}
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            display: 'inline-flex',
            gap: 6,
            alignItems: 'center',
          }}
          className="patient-status-trigger"
        >
          <PatientStatusDot status={row.patientStatus} />
          <ChevronDownIcon size={14} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('ui.patients.list.changeStatus')}</Menu.Label>
        {PATIENT_STATUSES.map((status) => (
          <Menu.Item
            key={status.value}
            disabled={status.value === row.patientStatus}
            leftSection={<StatusDotMark color={status.color} />}
            onClick={() => {
              setChosen(true);
              // The dialog returns focus to what had it when it opened: this button.
              trigger.current?.focus();
              onStatus(row, status.value);
            }}
          >
            {statusLabel(status.value)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
