import { useEffect } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { FormProvider, type FieldPath } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_ID, DEFAULT_STATE_ID } from '@portal/shared';
import { toId } from '@/components/form-values';
import { LocationSelects } from '@/components/location-selects';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import type { JoinableSearch } from '../api/get-joinable-hospitals';

const locationNames = { country: 'countryId', state: 'stateId', district: 'districtId' };

interface SearchFormValues {
  countryId: number | null;
  stateId: number | null;
  districtId: number | null;
  name: string;
}

/** The fields a refused search can name (the server's query parameters). */
const searchFields: FieldPath<SearchFormValues>[] = ['districtId', 'name'];

interface JoinSearchFormProps {
  searching: boolean;
  onSearch: (search: JoinableSearch) => void;
  /** The last search's failure: its messages for the district or the name show on them. */
  failure?: unknown;
}

/** State, district (India by default) and part of the name of the hospital to join. */
export function JoinSearchForm({ searching, onSearch, failure }: JoinSearchFormProps) {
  const { t } = useTranslation();
  const form = useForm<SearchFormValues>({
    defaultValues: {
      countryId: DEFAULT_COUNTRY_ID,
      stateId: DEFAULT_STATE_ID,
      districtId: null,
      name: '',
    },
  });

  const { setError, getFieldState } = form;
  useEffect(() => {
    if (failure) applyFieldErrors(failure, { setError, getFieldState }, searchFields);
  }, [failure, setError, getFieldState]);

  // The server searches one district; country and state only narrow the district list.
  const submit = form.handleSubmit(({ districtId, name }) => {
    const id = toId(districtId);
    if (id === null) {
      form.setError(
        'districtId',
        { type: 'required', message: t('location.districtRequired') },
        { shouldFocus: true },
      );
      return;
    }
    onSearch({ districtId: id, name: name.trim() });
  });

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mb="lg">
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-labelledby="join-search-title">
          <Stack gap="md">
            <Title order={2} fz="md" id="join-search-title">
              {t('ui.members.searchTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
              <LocationSelects names={locationNames} />
              <TextInput
                label={t('ui.members.hospitalName')}
                description={t('ui.members.hospitalNameHint')}
                maxLength={100}
                {...form.register('name')}
                error={form.formState.errors.name?.message}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={searching}>
                {t('ui.members.search')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
