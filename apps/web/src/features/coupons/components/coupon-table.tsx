import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@portal/shared';
import { CardDetail, CardDetails } from '@/components/card-list';
import { formatCount } from '@/lib/format';
import { discountBaseLabel, formatDiscount } from '../lib/format-discount';
import { RowActions, type RowAction } from './row-actions';
import { StatusDot } from './status-dot';
import { TableFrame } from '@/components/table-frame';

/** '3 of 10' for a code with a cap, 'No limit' and the count for one without. */
function Uses({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const used = formatCount(coupon.redemptions);
  return (
    <>
      <Text fz="sm" fw={500}>
        {coupon.numberOfUser > 0
          ? t('ui.coupons.usesOfCap', { used, cap: formatCount(coupon.numberOfUser) })
          : t('ui.coupons.noLimit')}
      </Text>
      {coupon.numberOfUser === 0 && (
        <Text fz="xs" c="dimmed">
          {t('ui.coupons.usedCount', { used })}
        </Text>
      )}
      {coupon.numberOfUser > 0 && coupon.redemptions >= coupon.numberOfUser && (
        // Still switched on, but no payment can use it any more.
        <Text fz="xs" c="orange.9">
          {t('ui.coupons.usedUp')}
        </Text>
      )}
      {coupon.heldByPayments > 0 && (
        <Text fz="xs" c="dimmed">
          {t('ui.coupons.heldCount', { held: formatCount(coupon.heldByPayments) })}
        </Text>
      )}
    </>
  );
}

/** The plan a coupon is for, or that it is for every plan. */
function PlanName({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  return coupon.planId === 0 ? t('ui.coupons.field.allPlans') : coupon.planName;
}

interface CouponTableProps {
  coupons: Coupon[] | undefined;
  loading: boolean;
  onAction: (action: RowAction, coupon: Coupon) => void;
}

export function CouponTable({ coupons, loading, onAction }: CouponTableProps) {
  const { t } = useTranslation();
  return (
    <TableFrame
      label={t('ui.coupons.couponList')}
      columns={7}
      minWidth={860}
      loading={loading}
      rows={coupons}
      rowKey={(coupon) => coupon.id}
      card={(coupon, index) => (
        <Stack gap="xs">
          <StatusDot active={coupon.isActive}>
            <Text fw={600} className="coupon-code" style={{ overflowWrap: 'anywhere' }}>
              {index + 1}. {coupon.couponCodeName}
            </Text>
          </StatusDot>
          <CardDetails>
            <CardDetail label={t('ui.coupons.col.plan')}>
              <PlanName coupon={coupon} />
            </CardDetail>
            <CardDetail label={t('ui.coupons.col.discount')}>{formatDiscount(coupon)}</CardDetail>
            <CardDetail label={t('ui.coupons.col.base')}>
              {discountBaseLabel(coupon.discountBase)}
            </CardDetail>
            <CardDetail label={t('ui.coupons.col.uses')}>
              <Uses coupon={coupon} />
            </CardDetail>
          </CardDetails>
          <RowActions
            name={coupon.couponCodeName}
            isActive={coupon.isActive}
            onAction={(action) => onAction(action, coupon)}
          />
        </Stack>
      )}
      head={
        <Table.Tr>
          <Table.Th w={90}>{t('ui.coupons.col.srNo')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.name')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.plan')}</Table.Th>
          <Table.Th ta="right">{t('ui.coupons.col.discount')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.base')}</Table.Th>
          <Table.Th ta="right">{t('ui.coupons.col.uses')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.actions')}</Table.Th>
        </Table.Tr>
      }
    >
      {coupons?.map((coupon, index) => (
        <Table.Tr key={coupon.id}>
          <Table.Td>
            <StatusDot active={coupon.isActive}>{index + 1}</StatusDot>
          </Table.Td>
          <Table.Td fw={600} className="coupon-code">
            {coupon.couponCodeName}
          </Table.Td>
          <Table.Td className={coupon.planId === 0 ? undefined : 'plan-name'}>
            <PlanName coupon={coupon} />
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatDiscount(coupon)}
          </Table.Td>
          <Table.Td>{discountBaseLabel(coupon.discountBase)}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            <Uses coupon={coupon} />
          </Table.Td>
          <Table.Td>
            <RowActions
              name={coupon.couponCodeName}
              isActive={coupon.isActive}
              onAction={(action) => onAction(action, coupon)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}
