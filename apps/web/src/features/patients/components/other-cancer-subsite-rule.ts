import type { FieldValues, Resolver } from 'react-hook-form';
import { isOtherCancerSubsite, type MasterItem } from '@portal/shared';
import { i18n } from '@/lib/i18n';

interface WithCancerSubsite extends FieldValues {
  siteId?: number | null;
  otherCancerSubsite?: string;
}

/**
 * The schema cannot know which subsite is Other (the list is the super admin's), so the form adds
 * that rule to the schema's answer: the missing text is marked in the same round as every other
 * error. The server checks it again against the stored list.
 */
export function withOtherCancerSubsiteRule<T extends WithCancerSubsite, Output>(
  resolver: Resolver<T, unknown, Output>,
  sites: MasterItem[] | undefined,
): Resolver<T, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const siteName = sites?.find((site) => site.id === values.siteId)?.name;
    if (!isOtherCancerSubsite(siteName) || values.otherCancerSubsite?.trim()) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        otherCancerSubsite: {
          type: 'required',
          message: i18n.t('patient.otherSubsiteRequired'),
        },
      },
    } as Awaited<ReturnType<Resolver<T, unknown, Output>>>;
  };
}
