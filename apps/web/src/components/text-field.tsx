import { TextInput, type TextInputProps } from '@mantine/core';
import { useController } from '@/lib/form-field';

type TextFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** Where the text lives in the form, e.g. hospital.stateName. */
  name: string;
};

/**
 * A text box bound to a form field by name, for components that are placed in a form rather
 * than given its `register` (the field's error shows under it).
 */
export function TextField({ name, ...props }: TextFieldProps) {
  // Destructured: the compiler lint treats an object holding `ref` as a ref.
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<Record<string, unknown>>({ name });
  return (
    <TextInput
      {...props}
      ref={ref}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
