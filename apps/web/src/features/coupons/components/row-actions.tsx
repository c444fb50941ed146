import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type RowAction = 'edit' | 'delete' | 'activate' | 'deactivate';

interface RowActionsProps {
  name: string;
  isActive: boolean;
  onAction: (action: RowAction) => void;
}

/** Edit, delete and deactivate (when active) or activate (when inactive). */
export function RowActions({ name, isActive, onAction }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('ui.coupons.actionsFor', { name })}>
      <Button size="compact-sm" variant="light" onClick={() => onAction('edit')}>
        {t('ui.coupons.edit')}
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" onClick={() => onAction('delete')}>
        {t('ui.coupons.delete')}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => onAction(isActive ? 'deactivate' : 'activate')}
      >
        {isActive ? t('ui.coupons.deactivate') : t('ui.coupons.activate')}
      </Button>
    </Group>
  );
}
