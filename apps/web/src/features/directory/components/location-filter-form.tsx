import '../text-values';
import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { FormProvider, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import { LocationSelects } from '@/components/location-selects';

const locationNames = { country: 'countryId', state: 'stateId', district: 'districtId' };

/** The location ids every directory search starts from; null means "any". */
export interface LocationFilterValues {
  countryId: number | null;
  stateId: number | null;
  districtId: number | null;
}

interface LocationFilterFormProps<T extends LocationFilterValues & FieldValues> {
  /** Names the form for assistive technology; unique on the page. */
  id: string;
  defaults: T;
  /**
   * The filters of the search on screen, when the page keeps them elsewhere (the address): the
   * form shows them, and follows when they change without it (Back to an earlier search).
   */
  values?: T;
  searching: boolean;
  searchLabel: string;
  onSearch: (filters: T) => void;
  /** The search's own filters, placed after Country, State and District (read the form context). */
  children?: ReactNode;
}

/**
 * Country, State and District (dependent, none required: the spec's asterisks had no rule), the
 * search's own filters, Reset and Search. Reset searches again with the defaults.
 */
export function LocationFilterForm<T extends LocationFilterValues & FieldValues>({
  id,
  defaults,
  values,
  searching,
  searchLabel,
  onSearch,
  children,
}: LocationFilterFormProps<T>) {
  const { t } = useTranslation();
  const form = useForm<T>({
    defaultValues: defaults as DefaultValues<T>,
    values,
    resetOptions: { keepDefaultValues: true },
  });
  const submit = form.handleSubmit((values) => onSearch(values));
  const reset = () => {
    form.reset(defaults);
    onSearch(defaults);
  };
  const titleId = `${id}-title`;

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <Stack gap="md">
            <Title order={2} fz="md" id={titleId}>
              {t('ui.directory.filters')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
              <LocationSelects names={locationNames} required={false} />
              {children}
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button type="button" variant="default" onClick={reset}>
                {t('ui.directory.reset')}
              </Button>
              <Button type="submit" loading={searching}>
                {searchLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
