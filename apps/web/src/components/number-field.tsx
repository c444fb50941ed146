import { useState } from 'react';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

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

type NumberFieldProps<T extends FieldValues> = Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'name' | 'error' | 'clampBehavior'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A form number: empty is `undefined` (so the schema says "required"), text is never stored. */
export function NumberField<T extends FieldValues>({
  name,
  control,
  ...props
}: NumberFieldProps<T>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ name, control });
  const [typed, setTyped] = useState<number | string>('');
  const current = typeof value === 'number' ? value : undefined;
  // A loaded amount keeps its decimal places: 999.5 rupees reads ₹ 999.50, as it was priced.
  const loaded = current === undefined ? '' : withDecimals(current, props.decimalScale);
  // What was typed ("12.") while it still means the form's number; the form's value after a
  // reset or when a record is loaded for editing.
  const shown = toNumber(typed) === current ? typed : loaded;
  return (
    <NumberInput
      {...props}
      // Out-of-range numbers stay as typed: the schema refuses them with a message instead of
      // Mantine clamping 999 to the maximum, or dropping a typed 0 below a minimum of 1, without
      // a word. Not a prop: every form number follows this rule.
      clampBehavior="none"
      ref={ref}
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
