import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClinicalCoding } from '@portal/shared';
import { reviewText } from '../lib/review-texts';

/** Where a version's codes came from, and why the coding needs a second look. */
export function CodingNotes({ coding }: { coding: ClinicalCoding }) {
  const { t } = useTranslation();
  return (
    <>
      {coding.source === 'mapped' && (
        <Text fz="xs" c="dimmed">
          {t('ui.clinical.history.mapped')}
        </Text>
      )}
      {coding.review.length > 0 && (
        <Alert color="yellow" variant="light" p="xs" title={t('ui.clinical.history.review')}>
          <List size="sm">
            {coding.review.map((reason) => (
              <List.Item key={reason}>{reviewText(reason)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
