import { useId, useState } from 'react';
import { Alert, Anchor, Button, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FhirExportAnswer } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import {
  fhirExportFileUrl,
  isUnderWay,
  useFhirExport,
  useStartFhirExport,
} from '../api/fhir-export';
import '../text-values';

function ExportProgress({ answer }: { answer: FhirExportAnswer }) {
  const { t } = useTranslation();
  const percent =
    answer.patientsTotal > 0 ? Math.round((answer.patientsDone / answer.patientsTotal) * 100) : 0;
  return (
    <Stack gap={4}>
      <Progress value={percent} striped animated aria-label={t('ui.fhirExport.progressLabel')} />
      <Text fz="sm" role="status">
        {answer.state === 'queued'
          ? t('ui.fhirExport.queued')
          : t('ui.fhirExport.progress', {
              done: formatCount(answer.patientsDone),
              total: formatCount(answer.patientsTotal),
            })}
      </Text>
    </Stack>
  );
}

function ExportFiles({ answer }: { answer: FhirExportAnswer }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fz="sm" role="status">
        {t('ui.fhirExport.done', { total: formatCount(answer.patientsTotal) })}
      </Text>
      {answer.files.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('ui.fhirExport.noFiles')}
        </Text>
      ) : (
        <>
          <Text fz="sm" fw={600}>
            {t('ui.fhirExport.files')}
          </Text>
          <List spacing={2} fz="sm">
            {answer.files.map((file) => (
              <List.Item key={file.resourceType}>
                <Anchor href={fhirExportFileUrl(answer.id, file.resourceType)} download>
                  {t('ui.fhirExport.file', {
                    type: file.resourceType,
                    lines: formatCount(file.lines),
                  })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/**
 * The chief admin's bulk FHIR export of the hospital: start it, follow its progress (the server
 * writes it in the background), then download its NDJSON files, one per resource type.
 */
export function FhirExportCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const [exportId, setExportId] = useState<number | null>(null);
  const start = useStartFhirExport();
  const current = useFhirExport(exportId);
  const answer = current.data;
  const underWay = isUnderWay(answer);
  const problem = start.isError ? start.error : current.isError ? current.error : null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="md" align="flex-start">
        <Title order={2} fz="lg" id={titleId}>
          {t('ui.fhirExport.title')}
        </Title>
        <Text fz="sm">{t('ui.fhirExport.intro')}</Text>
        {answer && underWay && <ExportProgress answer={answer} />}
        {answer?.state === 'done' && <ExportFiles answer={answer} />}
        {answer?.state === 'failed' && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {t('ui.fhirExport.failed')}
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
            {errorMessage(problem)}
          </Alert>
        )}
        {!underWay && (
          <Button
            loading={start.isPending}
            onClick={() =>
              start.mutate(undefined, { onSuccess: (started) => setExportId(started.id) })
            }
          >
            {answer ? t('ui.fhirExport.startAgain') : t('ui.fhirExport.start')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
