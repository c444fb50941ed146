import { useQuery } from '@tanstack/react-query';
import { designationsQueryOptions } from '@/lib/lookups/get-designations';
import { servicesQueryOptions } from '@/lib/lookups/get-services';
import { specialitiesQueryOptions } from '@/lib/lookups/get-specialities';
import { toOption } from './form-values';
import { IdMultiSelect, IdSelect } from './id-select';

/*
 * Form selects fed by the reference lists of /locations. Shared here (not in a feature) because
 * registration, patient and contact forms all use them.
 */

const lookups = {
  specialities: specialitiesQueryOptions,
  designations: designationsQueryOptions,
  services: servicesQueryOptions,
};

interface LookupFieldProps {
  name: string;
  label: string;
  lookup: keyof typeof lookups;
  required?: boolean;
}

function useLookupOptions(lookup: keyof typeof lookups) {
  const query = useQuery(lookups[lookup]());
  return {
    data: (query.data ?? []).map(toOption),
    loading: query.isLoading,
    loadFailed: query.isError,
  };
}

export function LookupSelect({ lookup, ...props }: LookupFieldProps) {
  return <IdSelect {...props} {...useLookupOptions(lookup)} />;
}

export function LookupMultiSelect({ lookup, ...props }: LookupFieldProps) {
  return <IdMultiSelect {...props} {...useLookupOptions(lookup)} />;
}
