import { useCallback, useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useController } from '@/lib/form-field';
import { setTypedValue } from '@/lib/set-typed-value';

/** NumberInput speaks number | string ('' when empty, '12.' while typing); the schemas speak numbers. */
function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A number with a fraction shown to the field's decimal places (999.5 -> '999.50'). */
function withDecimals(value: number, decimalScale: number | undefined): number | string {
  return decimalScale && value % 1 !== 0 ? value.toFixed(decimalScale) : value;
}

/**
 * A comma inserted with other characters at once ('6,5' from a phone keyboard's suggestion or
 * dictation) is a decimal point, as a comma typed or pasted alone already is (Mantine's rule)
 * in a field that is not `grouped` (doses, percentages): the number formatter dropped it, and 6,5 Gy was saved as 65. The insertion is made again with
 * the point, the way Mantine inserts a pasted number (the input's own value setter and a change
 * event, which the formatter reads as typing).
 */
function insertWithDecimalPoint(event: InputEvent): void {
  const input = event.target as HTMLInputElement;
  const { data } = event;
  if (!event.cancelable || !data || data.length < 2 || !data.includes(',')) return;
  event.preventDefault();
  const text = data.replaceAll(',', '.');
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const value = input.value.slice(0, start) + text + input.value.slice(end);
  setTypedValue(input, value);
  input.dispatchEvent(new Event('change', { bubbles: true }));
  input.setSelectionRange(start + text.length, start + text.length);
}

/** A grouped field's formatting: lakh grouping, and only the point as a decimal separator. */
const GROUPED = {
  thousandSeparator: ',',
  thousandsGroupStyle: 'lakh',
  allowedDecimalSeparators: ['.'],
} satisfies Partial<NumberInputProps>;

type NumberFieldProps<T extends FieldValues> = Omit<
  NumberInputProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'name'
  | 'error'
  | 'clampBehavior'
  | 'trimLeadingZeroesOnBlur'
  | 'allowDecimal'
  | 'allowNegative'
  | 'decimalScale'
  | 'thousandSeparator'
  | 'thousandsGroupStyle'
  | 'allowedDecimalSeparators'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Decimal places a loaded fraction is shown with (999.5 -> 999.50); typing is not limited. */
  decimalScale?: number;
  /**
   * Amounts and counts: digits are grouped the Indian way as they are typed (1,50,000), and a
   * comma, typed or pasted, is a grouping comma, never a decimal point ("1,500" is 1500; the
   * comma-as-point rule of the other fields read it as 1.5).
   */
  grouped?: boolean;
};

/**
 * A form number: empty is `undefined` (so the schema says "required"), text is never stored.
 *
 * What is typed is what the form gets: Mantine would drop a '.' or '-' where decimals or
 * negatives are not allowed ('2.5' became 25, '-60' became 60, saved without a word), cut
 * decimals past a scale, and clamp to min/max (on leaving the field, even with clamping off, a
 * number of 14 digits or more became the max). None of that is done here; the field's schema
 * refuses such a number with its message ("a whole number from 1 to 80"). Not props: every form
 * number follows this rule.
 */
export function NumberField<T extends FieldValues>({
  name,
  control,
  decimalScale,
  grouped = false,
  ...props
}: NumberFieldProps<T>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ name, control });
  const [typed, setTyped] = useState<number | string>('');
  const listenForInsertedCommas = useCallback(
    (input: HTMLInputElement | null) => {
      if (grouped || !input) return;
      input.addEventListener('beforeinput', insertWithDecimalPoint);
      return () => input.removeEventListener('beforeinput', insertWithDecimalPoint);
    },
    [grouped],
  );
  const inputRef = useMergedRef(ref, listenForInsertedCommas);
  const current = typeof value === 'number' ? value : undefined;
  // A loaded amount keeps its decimal places: 999.5 rupees reads ₹ 999.50, as it was priced.
  const loaded = current === undefined ? '' : withDecimals(current, decimalScale);
  // What was typed ("12.") while it still means the form's number; the form's value after a
  // reset or when a record is loaded for editing.
  const shown = toNumber(typed) === current ? typed : loaded;
  return (
    <NumberInput
      {...props}
      clampBehavior="none"
      trimLeadingZeroesOnBlur={false}
      allowDecimal
      allowNegative
      {...(grouped && GROUPED)}
      ref={inputRef}
      name={name}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange(toNumber(next));
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
