import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/icons';

interface RecoveryCodesProps {
  codes: string[];
  mobileNumber: string;
  onDone: () => void;
}

/** Downloads the codes as a small text file, made in the browser. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The recovery codes, shown once: copy, download, and say they are saved before leaving. */
export function RecoveryCodes({ codes, mobileNumber, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const text = [
    t('ui.twoFactor.codesFileHeading', { mobile: mobileNumber }),
    '',
    ...codes,
    '',
  ].join('\n');

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('ui.twoFactor.codesTitle')}
        </Title>
        <Alert color="yellow" variant="light" icon={<InfoIcon />}>
          {t('ui.twoFactor.codesText')}
        </Alert>
        <SimpleGrid
          component="ol"
          aria-label={t('ui.twoFactor.codesLabel')}
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          className="recovery-codes"
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fz="lg" fw={600}>
              {code}
            </Text>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('ui.twoFactor.copied') : t('ui.twoFactor.copyCodes')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="light"
            onClick={() => download(text, `recovery-codes-${mobileNumber}.txt`)}
          >
            {t('ui.twoFactor.downloadCodes')}
          </Button>
        </Group>
        <Checkbox
          label={t('ui.twoFactor.saved')}
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button onClick={onDone} disabled={!saved}>
            {t('ui.twoFactor.done')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
