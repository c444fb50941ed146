import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's red (inactive) or green (active) dot, with the state in words for screen readers. */
export function StatusDot({ active, children }: { active: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const label = active ? t('ui.coupons.active') : t('ui.coupons.inactive');
  return (
    <Group gap={8} wrap="nowrap" title={label}>
      <Box
        component="span"
        aria-hidden="true"
        w={10}
        h={10}
        style={{
          borderRadius: '50%',
          flex: 'none',
          background: active ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-red-7)',
        }}
      />
      {children}
      <span className="visually-hidden">{label}</span>
    </Group>
  );
}
