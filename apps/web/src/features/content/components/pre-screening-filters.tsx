import { Alert, Anchor, SimpleGrid, Text, Title } from '@mantine/core';
import { FormProvider, useWatch } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { Link } from 'react-router';
import { DEFAULT_COUNTRY_ID } from '@portal/shared';
import { InfoIcon } from '@/components/icons';
import { LocationSelects } from '@/components/location-selects';
import { programmeExtrasCopy } from '../copy/localized';
import { useLocalizedContent } from '@/lib/localized-content';

interface FilterValues {
  countryId: number | null;
  stateId: number | null;
  districtId: number | null;
}

/**
 * Country, state and district filters of the pre-screening page. No district report exists yet,
 * so the page says so for every district rather than showing figures it does not have.
 */
export function PreScreeningFilters() {
  const copy = useLocalizedContent(programmeExtrasCopy).preScreeningFilters;
  const form = useForm<FilterValues>({
    defaultValues: { countryId: DEFAULT_COUNTRY_ID, stateId: null, districtId: null },
  });
  const districtId = useWatch({ control: form.control, name: 'districtId' });

  return (
    <section aria-labelledby="pre-screening-filters">
      <Title order={2} id="pre-screening-filters" fz={{ base: 'xl', sm: 24 }} c="brand.9" mb="sm">
        {copy.heading}
      </Title>
      <Text mb="md" maw={720}>
        {copy.intro}
      </Text>
      <FormProvider {...form}>
        <form aria-label={copy.formLabel} onSubmit={(event) => event.preventDefault()}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <LocationSelects
              names={{ country: 'countryId', state: 'stateId', district: 'districtId' }}
              required={false}
            />
          </SimpleGrid>
        </form>
      </FormProvider>
      <div aria-live="polite">
        <Alert color="blue" variant="light" radius="lg" mt="md" icon={<InfoIcon />}>
          {districtId ? (
            <Text fz="sm" c="gray.9">
              {copy.noReport}{' '}
              <Anchor component={Link} to={copy.contact.to} fz="sm" fw={600} underline="always">
                {copy.contact.label}
              </Anchor>
            </Text>
          ) : (
            <Text fz="sm" c="gray.9">
              {copy.publishing}
            </Text>
          )}
        </Alert>
      </div>
    </section>
  );
}
