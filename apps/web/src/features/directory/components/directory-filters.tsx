import { Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { closedDropdownUnmounted } from '@/components/combobox-props';
import { toId, toOption } from '@/components/form-values';
import { LocationSelects } from '@/components/location-selects';
import { useSpecialities } from '../api/get-specialities';
import type { DirectoryFilterValues } from '../api/search-hospitals';

const locationNames = { country: 'countryId', state: 'stateId', district: 'districtId' };

interface DirectoryFiltersProps {
  defaults: DirectoryFilterValues;
  searching: boolean;
  onSearch: (filters: DirectoryFilterValues) => void;
}

/** Country, State, District and Speciality; none is required (the spec's asterisks had no rule). */
export function DirectoryFilters({ defaults, searching, onSearch }: DirectoryFiltersProps) {
  const { t } = useTranslation();
  const specialities = useSpecialities();
  const form = useForm<DirectoryFilterValues>({ defaultValues: defaults });

  const submit = form.handleSubmit((values) => onSearch(values));
  const reset = () => {
    form.reset(defaults);
    onSearch(defaults);
  };

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-labelledby="directory-filters-title">
          <Stack gap="md">
            <Title order={2} fz="md" id="directory-filters-title">
              {t('ui.directory.filters')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
              <LocationSelects names={locationNames} required={false} />
              <Controller<DirectoryFilterValues, 'specialityId'>
                name="specialityId"
                render={({ field }) => (
                  <Select
                    comboboxProps={closedDropdownUnmounted}
                    ref={field.ref}
                    name={field.name}
                    label={t('ui.directory.speciality')}
                    placeholder={
                      specialities.isLoading ? t('ui.app.loading') : t('ui.directory.anySpeciality')
                    }
                    data={(specialities.data ?? []).map(toOption)}
                    value={field.value === null ? null : String(field.value)}
                    onChange={(value) => field.onChange(toId(value))}
                    onBlur={field.onBlur}
                    error={specialities.isError ? t('ui.field.loadFailed') : undefined}
                    searchable
                    clearable
                    nothingFoundMessage={t('ui.field.nothingFound')}
                    rightSection={specialities.isLoading ? <Loader size="xs" /> : undefined}
                  />
                )}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button type="button" variant="default" onClick={reset}>
                {t('ui.directory.reset')}
              </Button>
              <Button type="submit" loading={searching}>
                {t('ui.directory.search')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
