import { Paper, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableStateRow } from '@/components/table-state-row';
import { doctorName } from '@/lib/format';
import { useDoctorPatientBindings } from '../api/doctor-patient-bindings';

/** The seed's table of hospital and doctor names with a serial number. */
export function DoctorPatientBindings({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const bindings = useDoctorPatientBindings(patientId);
  const rows = bindings.data ?? [];
  const title = t('ui.patients.reg.bindingsTitle');

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg" id="patient-bindings-title">
          {title}
        </Title>
        <Table.ScrollContainer minWidth={420} maxHeight={300}>
          <Table striped aria-labelledby="patient-bindings-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>{t('ui.patients.reg.serialNo')}</Table.Th>
                <Table.Th>{t('ui.patients.reg.hospitalName')}</Table.Th>
                <Table.Th>{t('ui.patients.reg.doctorName')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <TableStateRow columns={3} loading={bindings.isLoading} />
              ) : (
                rows.map((row, index) => (
                  <Table.Tr key={`${row.hospitalName}-${row.doctorName}-${index}`}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>{row.hospitalName}</Table.Td>
                    <Table.Td>{doctorName(row.doctorName)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
