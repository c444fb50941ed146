// The feature's texts, registered before anything here renders.
import '../text-values';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { useInlineEdit } from '@/components/use-inline-edit';
import { errorMessage } from '@/lib/api-client';
import { useDeleteDiscountCode } from '../api/delete-discount-code';
import { useDiscountCodes } from '../api/get-discount-codes';
import { useSetDiscountCodeStatus } from '../api/set-discount-code-status';
import { DiscountCodeForm, type DiscountCode } from '../components/discount-code-form';
import { DiscountCodeTable } from '../components/discount-code-table';
import type { RowAction } from '../components/row-actions';
import { useRowConfirm } from '@/components/use-row-confirm';

/** #/admin/discount-code: the super admin's discount codes for patients' programme payments. */
export function DiscountCodePage() {
  const { t } = useTranslation();
  const codes = useDiscountCodes();
  // Destructured: the compiler lint treats an object holding a ref as a ref.
  const { editing, formKey, formTop, edit, done, reset } = useInlineEdit<DiscountCode>();

  const { ask, dialog } = useRowConfirm<DiscountCode>({
    idOf: (code) => code.id,
    remove: useDeleteDiscountCode(),
    setStatus: useSetDiscountCodeStatus(),
    confirmActivate: t('ui.coupons.discountConfirmActivate'),
    confirmDeactivate: t('ui.coupons.discountConfirmDeactivate'),
    refusalOf: (action, code) => (action === 'delete' && code.inUse ? t('discount.inUse') : null),
    onDeleted: (code) => {
      if (editing?.id === code.id) reset();
    },
  });

  const onAction = (action: RowAction, code: DiscountCode) => {
    if (action !== 'edit') return ask(action, code);
    edit(code);
  };

  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.coupons.discountTitle')}
        description={t('ui.coupons.discountIntro')}
        back={{ to: paths.dashboard.getHref(), label: t('ui.coupons.backToDashboard') }}
      />
      <Stack gap="xl">
        <div ref={formTop}>
          <DiscountCodeForm key={formKey} code={editing} onDone={done} />
        </div>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('ui.coupons.discountList')}
          </Title>
          {codes.isError && !codes.data ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {errorMessage(codes.error)}
            </Alert>
          ) : (
            <DiscountCodeTable codes={codes.data} loading={codes.isPending} onAction={onAction} />
          )}
        </Stack>
      </Stack>
      {dialog}
    </Container>
  );
}
