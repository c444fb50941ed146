import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@portal/shared';
import { discountBaseLabel, formatDiscount } from '../lib/format-discount';
import { RowActions, type RowAction } from './row-actions';
import { StatusDot } from './status-dot';
import { TableFrame } from './table-frame';

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
      empty={!coupons || coupons.length === 0}
      head={
        <Table.Tr>
          <Table.Th w={90}>{t('ui.coupons.col.srNo')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.name')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.plan')}</Table.Th>
          <Table.Th ta="right">{t('ui.coupons.col.discount')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.base')}</Table.Th>
          <Table.Th ta="right">{t('ui.coupons.col.redemptions')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.actions')}</Table.Th>
        </Table.Tr>
      }
    >
      {coupons?.map((coupon, index) => (
        <Table.Tr key={coupon.id}>
          <Table.Td>
            <StatusDot active={coupon.isActive}>{index + 1}</StatusDot>
          </Table.Td>
          <Table.Td fw={600}>{coupon.couponCodeName}</Table.Td>
          <Table.Td>{coupon.planName}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {formatDiscount(coupon)}
          </Table.Td>
          <Table.Td>{discountBaseLabel(coupon.discountBase)}</Table.Td>
          <Table.Td ta="right">{coupon.redemptions}</Table.Td>
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
