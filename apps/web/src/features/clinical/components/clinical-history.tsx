import { useId } from 'react';
import { Accordion, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clinicalStatusLabel, type ClinicalVersion } from '@portal/shared';
import { formatDateTime } from '@/lib/format';
import { historySections } from '../lib/history-rows';
import { CodingNotes } from './coding-notes';
import { clinicalSummary } from '@/lib/clinical-summary';
import { valueName } from '@/lib/i18n';
import { typedTextStyle } from '@/components/typed-text';

/** One version's values, section by section, with its coding notes. */
export function VersionValues({ version }: { version: ClinicalVersion }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <CodingNotes coding={version.coding} />
      {historySections(version).map((section) => (
        <div key={section.title}>
          <Text fw={600} fz="sm" mb={4}>
            {t(section.title)}
          </Text>
          <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
            <Table.Tbody>
              {section.rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" w="45%" fw={500} c="dimmed">
                    {t(row.label)}
                  </Table.Th>
                  <Table.Td style={typedTextStyle}>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ))}
    </Stack>
  );
}

/** Every saved version, newest first; each opens to show its values. */
export function ClinicalHistory({ history }: { history: ClinicalVersion[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Title order={2} fz="lg" id={titleId}>
        {t('ui.clinical.history.title')}
      </Title>
      <Text c="dimmed" fz="sm" mt={4} mb="md">
        {history.length === 0 ? t('ui.clinical.history.empty') : t('ui.clinical.history.intro')}
      </Text>
      {history.length > 0 && (
        <Accordion variant="separated" chevronPosition="right">
          {history.map((version, index) => (
            <Accordion.Item key={version.version} value={String(version.version)}>
              <Accordion.Control>
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>
                      {t('ui.clinical.history.version', { version: version.version })}
                    </Text>
                    {index === 0 && (
                      <Badge size="sm" variant="light">
                        {t('ui.clinical.history.current')}
                      </Badge>
                    )}
                    <Badge size="sm" variant="default">
                      {valueName(clinicalStatusLabel(version.status))}
                    </Badge>
                    {version.coding.review.length > 0 && (
                      <Badge size="sm" color="yellow" variant="light">
                        {t('ui.clinical.history.review')}
                      </Badge>
                    )}
                  </Group>
                  <Text fz="sm" c="dimmed">
                    {t('ui.clinical.history.savedBy', {
                      date: formatDateTime(version.savedAt),
                      name: version.savedBy,
                    })}
                    {version.chiefAdminName
                      ? ` · ${t('ui.clinical.history.chiefAdmin', { name: version.chiefAdminName })}`
                      : ''}
                  </Text>
                  <Text fz="sm">{clinicalSummary(version)}</Text>
                </Stack>
              </Accordion.Control>
              <Accordion.Panel>
                <VersionValues version={version} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Paper>
  );
}
