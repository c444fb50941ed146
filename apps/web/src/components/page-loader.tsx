import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullPage ? '100dvh' : 240} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">{t('ui.app.loading')}</span>
    </Center>
  );
}
