import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_ID } from '@portal/shared';
import { toId } from './form-values';
import { TextField } from './text-field';

const PINCODE_DIGITS = 6;
const POSTAL_CODE_MAX = 10;

interface PincodeInputProps {
  /** Where the code lives in the form, e.g. hospital.pincode. */
  name: string;
  /** Where the chosen country lives: India asks for its pincode, elsewhere a postal code. */
  countryName: string;
}

/**
 * India's six-digit pincode, required; for another country its postal code, which may be left
 * empty (not every country has one). The rules themselves are the shared schema's.
 */
export function PincodeInput({ name, countryName }: PincodeInputProps) {
  const { t } = useTranslation();
  const india = toId(useWatch({ name: countryName })) === DEFAULT_COUNTRY_ID;
  return (
    <TextField
      name={name}
      label={india ? t('ui.field.pincode') : t('ui.field.postalCode')}
      required={india}
      inputMode={india ? 'numeric' : 'text'}
      autoComplete="postal-code"
      maxLength={india ? PINCODE_DIGITS : POSTAL_CODE_MAX}
    />
  );
}
