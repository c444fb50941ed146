// The feature's texts, registered before anything here renders.
import '../text-values';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths, type Coupon } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { useInlineEdit } from '@/components/use-inline-edit';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/get-coupons';
import { useSetCouponStatus } from '../api/set-coupon-status';
import { CouponForm } from '../components/coupon-form';
import { CouponTable } from '../components/coupon-table';
import type { RowAction } from '../components/row-actions';
import { useRowConfirm } from '@/components/use-row-confirm';

/** #/admin/coupon-code: the super admin's coupon codes for subscription plans. */
export function CouponCodePage() {
  const { t } = useTranslation();
  const coupons = useCoupons();
  // Destructured: the compiler lint treats an object holding a ref as a ref.
  const { editing, formKey, formTop, edit, done, reset } = useInlineEdit<Coupon>();

  const { ask, dialog } = useRowConfirm<Coupon>({
    idOf: (coupon) => coupon.id,
    remove: useDeleteCoupon(),
    setStatus: useSetCouponStatus(),
    confirmActivate: t('coupon.confirmActivate'),
    confirmDeactivate: t('coupon.confirmDeactivate'),
    refusalOf: (action, coupon) =>
      action === 'delete' && coupon.inPayments ? t('coupon.usedInPayments') : null,
    onDeleted: (coupon) => {
      if (editing?.id === coupon.id) reset();
    },
  });

  const onAction = (action: RowAction, coupon: Coupon) => {
    if (action !== 'edit') return ask(action, coupon);
    edit(coupon);
  };

  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.coupons.couponTitle')}
        description={t('ui.coupons.couponIntro')}
        back={{ to: paths.dashboard.getHref(), label: t('ui.coupons.backToDashboard') }}
      />
      <Stack gap="xl">
        <div ref={formTop}>
          <CouponForm key={formKey} coupon={editing} onDone={done} />
        </div>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('ui.coupons.couponList')}
          </Title>
          {coupons.isError && !coupons.data ? (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {errorMessage(coupons.error)}
            </Alert>
          ) : (
            <CouponTable coupons={coupons.data} loading={coupons.isPending} onAction={onAction} />
          )}
        </Stack>
      </Stack>
      {dialog}
    </Container>
  );
}
