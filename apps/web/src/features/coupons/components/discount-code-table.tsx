import { Stack, Table, Text } from '@mantine/core';
import { CardDetail, CardDetails } from '@/components/card-list';
import { useTranslation } from 'react-i18next';
import type { DiscountCode } from './discount-code-form';
import { RowActions, type RowAction } from './row-actions';
import { StatusDot } from './status-dot';
import { TableFrame } from '@/components/table-frame';

interface DiscountCodeTableProps {
  codes: DiscountCode[] | undefined;
  loading: boolean;
  onAction: (action: RowAction, code: DiscountCode) => void;
}

export function DiscountCodeTable({ codes, loading, onAction }: DiscountCodeTableProps) {
  const { t } = useTranslation();
  return (
    <TableFrame
      label={t('ui.coupons.discountList')}
      columns={5}
      minWidth={640}
      loading={loading}
      rows={codes}
      rowKey={(code) => code.id}
      card={(code) => (
        <Stack gap="xs">
          <StatusDot active={code.isActive}>
            <Text fw={600} className="coupon-code" style={{ overflowWrap: 'anywhere' }}>
              {code.coupponCode}
            </Text>
          </StatusDot>
          <CardDetails>
            <CardDetail label={t('ui.coupons.col.id')}>{code.id}</CardDetail>
            <CardDetail label={t('ui.coupons.col.percent')}>{code.discountPercent}%</CardDetail>
            <CardDetail label={t('ui.coupons.col.status')}>
              {/* The dot above says it to screen readers. */}
              <span aria-hidden="true">
                {code.isActive ? t('ui.coupons.active') : t('ui.coupons.inactive')}
              </span>
            </CardDetail>
          </CardDetails>
          <RowActions
            name={code.coupponCode}
            isActive={code.isActive}
            onAction={(action) => onAction(action, code)}
          />
        </Stack>
      )}
      head={
        <Table.Tr>
          <Table.Th w={80}>{t('ui.coupons.col.id')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.code')}</Table.Th>
          <Table.Th ta="right">{t('ui.coupons.col.percent')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.status')}</Table.Th>
          <Table.Th>{t('ui.coupons.col.actions')}</Table.Th>
        </Table.Tr>
      }
    >
      {codes?.map((code) => (
        <Table.Tr key={code.id}>
          <Table.Td>{code.id}</Table.Td>
          <Table.Td fw={600} className="coupon-code">
            {code.coupponCode}
          </Table.Td>
          <Table.Td ta="right">{code.discountPercent}%</Table.Td>
          <Table.Td>
            <StatusDot active={code.isActive}>
              <span aria-hidden="true">
                {code.isActive ? t('ui.coupons.active') : t('ui.coupons.inactive')}
              </span>
            </StatusDot>
          </Table.Td>
          <Table.Td>
            <RowActions
              name={code.coupponCode}
              isActive={code.isActive}
              onAction={(action) => onAction(action, code)}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}
