import { useTranslation } from 'react-i18next';
import type { MasterKind } from '@portal/shared';

/** A list's title ('Stage') and its name field's label ('Stage Name'), in the language in use. */
export function useKindTexts() {
  const { t } = useTranslation();
  return {
    title: (kind: MasterKind) => t(`masterKind.${kind}.title`),
    field: (kind: MasterKind) => t(`masterKind.${kind}.field`),
  };
}
