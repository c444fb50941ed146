import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { doctorName, type MemberStatus } from '@portal/shared';
import type { JoinableHospital } from '../api/get-joinable-hospitals';

const rowBorder = { borderTop: '1px solid var(--mantine-color-gray-3)' };

interface JoinableHospitalListProps {
  hospitals: JoinableHospital[];
  /** The hospital whose request is being sent. */
  asking: number | null;
  onAsk: (hospital: JoinableHospital) => void;
}

/** The doctor's standing with a hospital in words; null when they may ask to join it. */
function useStanding(status: MemberStatus | null) {
  const { t } = useTranslation();
  switch (status) {
    case 'active':
      return { label: t('ui.members.isMember'), color: 'green' };
    case 'invited':
      return { label: t('ui.members.isInvited'), color: 'blue' };
    case 'requested':
      return { label: t('ui.members.isRequested'), color: 'orange' };
    default:
      // No membership, or a declined / ended one: asking again is allowed.
      return null;
  }
}

type HospitalRowProps = { hospital: JoinableHospital; first: boolean } & Omit<
  JoinableHospitalListProps,
  'hospitals'
>;

function HospitalRow({ hospital, first, asking, onAsk }: HospitalRowProps) {
  const { t } = useTranslation();
  const standing = useStanding(hospital.membershipStatus);
  return (
    <Group
      component="li"
      justify="space-between"
      gap="sm"
      py="sm"
      px="md"
      style={first ? undefined : rowBorder}
    >
      <div>
        <Text fw={600}>{hospital.hospitalName}</Text>
        <Text fz="sm" c="dimmed">
          {[
            hospital.city,
            hospital.pincode && t('ui.members.pincode', { pincode: hospital.pincode }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {hospital.chiefAdminName && (
          <Text fz="sm" c="dimmed">
            {t('ui.members.chiefAdminName', { name: doctorName(hospital.chiefAdminName) })}
          </Text>
        )}
      </div>
      {standing ? (
        <Badge color={standing.color} variant="light" radius="sm" tt="none">
          {standing.label}
        </Badge>
      ) : (
        <Button
          size="compact-sm"
          loading={asking === hospital.hospitalId}
          disabled={asking !== null && asking !== hospital.hospitalId}
          aria-label={t('ui.members.askToJoinLabel', { hospital: hospital.hospitalName })}
          onClick={() => onAsk(hospital)}
        >
          {t('ui.members.askToJoin')}
        </Button>
      )}
    </Group>
  );
}

/** Hospitals found by the search, each with the doctor's standing or an "Ask to join" button. */
export function JoinableHospitalList({ hospitals, asking, onAsk }: JoinableHospitalListProps) {
  return (
    <Paper withBorder radius="lg" p={0}>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {hospitals.map((hospital, index) => (
          <HospitalRow
            key={hospital.hospitalId}
            hospital={hospital}
            first={index === 0}
            asking={asking}
            onAsk={onAsk}
          />
        ))}
      </Stack>
    </Paper>
  );
}
