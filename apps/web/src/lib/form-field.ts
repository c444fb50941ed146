import type { ReactElement } from 'react';
import {
  useController as useHookController,
  useWatch,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  type UseControllerReturn,
} from 'react-hook-form';

/**
 * react-hook-form's useController, the one the app's fields use: its `value` is the form's.
 * react-hook-form's own falls back to the value the field was mounted with whenever the form's
 * is empty (undefined), so a field cleared after an edit showed its saved value again: a saved
 * 8 cycles, cleared, read 8, and a 4 typed in front of it saved 48.
 */
export function useController<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(
  props: UseControllerProps<TFieldValues, TName, TTransformedValues>,
): UseControllerReturn<TFieldValues, TName> {
  const controller = useHookController(props);
  const value = useWatch({ control: props.control, name: props.name, exact: true });
  return { ...controller, field: { ...controller.field, value } };
}

/** react-hook-form's Controller, on the app's useController. */
export function Controller<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>): ReactElement {
  return props.render(useController(props));
}
