import { useMutation } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mobileAvailabilityResponse, mobileNumber as mobileNumberSchema } from '@portal/shared';
import { api } from '@/lib/api-client';
import { setRewritableError } from '@/lib/form-rewriters';
import { i18n } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import type { ServerRefusals } from '@/lib/server-refusals';

/** A POST so the number stays out of URLs and logs; covers logins and patient records. */
const checkMobileAvailability = (mobileNumber: string) =>
  api.post('/accounts/mobile-availability', {
    body: { mobileNumber },
    schema: mobileAvailabilityResponse,
  });

/**
 * The seed's check of a mobile number as its field is left (doctor registration, the doctor's
 * patient form, self-registration): a valid number that is taken already is marked on the
 * field and toasted. The number is kept as typed (the seed empties it): one digit may be all
 * that is wrong. `onTaken` hears the number, for a form that offers what to do next. With the
 * form's `refusals`, the message stays while the field holds the number (ServerRefusals).
 */
export function useTakenMobileCheck<Values extends FieldValues & { mobileNumber: string }>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setError' | 'getFieldState'>,
  onTaken?: (mobileNumber: string) => void,
  refusals?: ServerRefusals<Values>,
) {
  const { t } = useTranslation();
  const availability = useMutation({ mutationFn: checkMobileAvailability });
  const field = 'mobileNumber' as FieldPath<Values>;

  return (value: string) => {
    if (!mobileNumberSchema.safeParse(value).success) return;
    availability.mutate(value, {
      onSuccess: ({ available }) => {
        // The person may have typed on while the answer travelled.
        if (form.getValues(field) !== value) return;
        if (available) {
          refusals?.forget(field);
          return;
        }
        // The field's message follows a switch of language, as the rules' messages do.
        const inLanguage = () => i18n.t('mobile.duplicate');
        refusals?.remember(field, value, 'duplicate', inLanguage);
        setRewritableError(form, field, 'duplicate', inLanguage);
        notifyError(t('mobile.duplicate'), t('mobile.duplicateTitle'));
        onTaken?.(value);
      },
    });
  };
}
