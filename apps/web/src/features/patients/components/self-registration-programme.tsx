import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_PROGRAMME_MONTHS, type Programme } from '@portal/shared';
import { formatPaise } from '@/lib/format';
import { IdSelect } from '@/components/id-select';

export interface ProgrammePrice {
  listPricePaise: number;
  discountPaise: number;
  payablePaise: number;
}

/** The programme being registered for, its price and, with a discount code, the payable amount. */
export function SelfRegistrationProgramme({
  programme,
  price,
  months,
}: {
  programme: Programme;
  price: ProgrammePrice;
  /** The months chosen, for a programme sold by the month. */
  months: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="brand.0">
      <Stack gap="xs" component="dl" m={0}>
        <Group justify="space-between" wrap="wrap">
          <Text component="dt" c="dimmed" fz="sm">
            {t('ui.patients.reg.programme')}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {programme.title}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text component="dt" c="dimmed" fz="sm">
            {t('ui.patients.reg.price')}
          </Text>
          <Text component="dd" m={0}>
            {programme.priceLabel}
          </Text>
        </Group>
        {months !== null && months > 1 && (
          <Group justify="space-between">
            <Text component="dt" c="dimmed" fz="sm">
              {t('ui.patients.reg.priceForMonths', { count: months })}
            </Text>
            <Text component="dd" m={0}>
              {formatPaise(price.listPricePaise)}
            </Text>
          </Group>
        )}
        {price.discountPaise > 0 && (
          <Group justify="space-between">
            <Text component="dt" c="dimmed" fz="sm">
              {t('ui.patients.reg.discount')}
            </Text>
            <Text component="dd" m={0}>
              - {formatPaise(price.discountPaise)}
            </Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text component="dt" c="dimmed" fz="sm">
            {t('ui.patients.reg.payable')}
          </Text>
          <Text component="dd" m={0} fw={700} fz="lg" data-testid="payable-amount">
            {formatPaise(price.payablePaise)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** How many months of a programme sold by the month (1 to MAX_PROGRAMME_MONTHS); priced when picked. */
export function ProgrammeMonthsSelect({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation();
  const options = Array.from({ length: MAX_PROGRAMME_MONTHS }, (_, index) => ({
    value: String(index + 1),
    label: t('ui.patients.reg.monthCount', { count: index + 1 }),
  }));
  // As wide as its longest choice needs, not the page's width.
  return (
    <Box maw={320}>
      <IdSelect
        name="months"
        label={t('ui.patients.reg.months')}
        required
        data={options}
        loading={false}
        loadFailed={false}
        onPick={onPick}
      />
    </Box>
  );
}
