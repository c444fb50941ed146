import { Alert, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, patientKindName, type PatientSummary } from '@portal/shared';
import { InfoIcon } from '@/components/icons';
import { formatPaise } from '@/lib/format';
import { valueName } from '@/lib/i18n';
import { loginStateFor } from '@/lib/login-state';
import { useProgrammeTitle } from '@/lib/programme-title';

/** What a person sees once self-registered (seed 000 section 2, patient summary). */
export function PatientSummaryCard({ summary }: { summary: PatientSummary }) {
  const { t } = useTranslation();
  const programmeTitle = useProgrammeTitle();
  const rows: [string, string][] = [
    [t('ui.patients.summary.fullName'), summary.fullName],
    [t('ui.patients.summary.mobile'), summary.mobileNumber],
    [
      t('ui.patients.summary.registrationType'),
      programmeTitle(summary.registrationType, summary.programmeTitle),
    ],
    [t('ui.patients.summary.patientType'), valueName(patientKindName(summary.patientKind))],
    ...(summary.programmeMonths === null
      ? []
      : [
          [
            t('ui.patients.summary.months'),
            t('ui.patients.reg.monthCount', { count: summary.programmeMonths }),
          ] satisfies [string, string],
        ]),
    [t('ui.patients.summary.payable'), formatPaise(summary.payablePaise)],
  ];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={720}>
      <Stack gap="lg">
        <Alert color="green" variant="light" icon={<InfoIcon />} role="status">
          {t('ui.patients.summary.done')}
        </Alert>
        <Table variant="vertical" withTableBorder aria-label={t('ui.patients.summary.title')}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={220}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fz="sm" c="dimmed">
          {summary.isLoginActive
            ? t('ui.patients.summary.activeNote')
            : t('ui.patients.summary.payNote')}
        </Text>
        <Button
          component={Link}
          to={paths.login.getHref()}
          state={loginStateFor(summary.mobileNumber)}
          size="md"
          w="fit-content"
        >
          {summary.isLoginActive
            ? t('ui.patients.summary.login')
            : t('ui.patients.summary.loginToPay')}
        </Button>
      </Stack>
    </Paper>
  );
}
