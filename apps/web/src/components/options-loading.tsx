import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The props of a Select whose options are still on their way: it says so, shows a spinner and
 * takes no typing. A searchable Select writes its value's label into the field when the options
 * arrive, so text typed before that was overwritten and mixed with the label ('IndiaNepal').
 * `idle` is the placeholder once the options are there.
 */
export function useOptionsLoadingProps(loading: boolean, idle?: string) {
  const { t } = useTranslation();
  return {
    placeholder: loading ? t('ui.app.loading') : (idle ?? t('ui.field.select')),
    readOnly: loading,
    rightSection: loading ? <Loader size="xs" /> : undefined,
  };
}
