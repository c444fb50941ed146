// The feature's texts, registered before anything here renders (this loads with the header).
import '../text-values';
import type { ReactElement } from 'react';
import { Loader, Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useOwnMemberships } from '../api/get-own-memberships';
import { refreshHospitalQueries } from '@/lib/session';
import { useSwitchHospital } from '../api/switch-hospital';
import { notifyAnswer } from '../lib/notify-answer';

interface HospitalSwitcherProps {
  /** In the wide header: small, label beside the field. In the narrow menu: full width. */
  inline: boolean;
  onSwitched?: () => void;
  /** Where the field sits (a bar of the header); only drawn when there is a field to show. */
  frame?: (field: ReactElement) => ReactElement;
}

/**
 * The hospital a doctor works in, for doctors with two or more: choosing another moves the whole
 * portal (patients, subscription, permissions) to it. One hospital or none shows nothing.
 */
export function HospitalSwitcher({ inline, onSwitched, frame }: HospitalSwitcherProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const memberships = useOwnMemberships();
  const switchHospital = useSwitchHospital();
  const active = (memberships.data?.memberships ?? []).filter((row) => row.status === 'active');
  if (active.length < 2) return null;

  const current = memberships.data?.currentHospitalId;
  const choose = (value: string | null) => {
    const hospitalId = Number(value);
    if (!hospitalId || hospitalId === current) return;
    switchHospital.mutate(hospitalId, {
      onSuccess: ({ message }) => {
        notifyAnswer(message);
        onSwitched?.();
        void leaveOldHospital();
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  };

  // The page on screen belonged to the old hospital: leave it before the cache is renewed.
  const leaveOldHospital = async () => {
    await navigate(paths.dashboard.getHref());
    await refreshHospitalQueries(queryClient);
  };

  const field = (
    <Select
      label={t('ui.members.hospital')}
      data={active.map((row) => ({ value: String(row.hospitalId), label: row.hospitalName }))}
      value={current ? String(current) : null}
      onChange={choose}
      allowDeselect={false}
      disabled={switchHospital.isPending}
      rightSection={switchHospital.isPending ? <Loader size="xs" /> : undefined}
      size={inline ? 'xs' : 'sm'}
      w={inline ? 260 : undefined}
      comboboxProps={{ ...closedDropdownUnmounted, width: 'max-content', position: 'bottom-end' }}
      styles={
        inline
          ? {
              root: { display: 'flex', alignItems: 'center', gap: 8 },
              label: { whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-xs)' },
              wrapper: { flex: 1, minWidth: 0 },
            }
          : undefined
      }
    />
  );
  return frame ? frame(field) : field;
}
