import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  useForm as useHookForm,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { focusFirstShownInError } from './focus-first-invalid';
import { translateFormErrors } from './form-resolver';
import { i18n } from './i18n';

/**
 * react-hook-form's useForm, the one the app's forms use: the messages of the form's rules on
 * screen follow a change of language (they were written once, in the language of the moment,
 * and stayed English under Hindi labels until the field was checked again), and a refused
 * submit focuses the first field in error in the page's order (focusFirstShownInError).
 */
export function useForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  props?: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const ownFocus = props?.shouldFocusError !== false;
  const hookForm = useHookForm({ ...props, shouldFocusError: false });
  /** A refused submit waiting for its messages to be drawn: its form and the fields named. */
  const refusedSubmit = useRef<{ form: HTMLFormElement | null; names: string[] } | null>(null);
  // The form as react-hook-form keeps it (its formState stays live), with a submit that
  // focuses in the page's order; the same object for the form's life, as react-hook-form's.
  const form = useMemo(() => {
    if (!ownFocus) return hookForm;
    const handleSubmit: typeof hookForm.handleSubmit = (onValid, onInvalid) =>
      hookForm.handleSubmit(onValid, (errors, event) => {
        const target: unknown = event?.target;
        const element = target instanceof Element ? target.closest('form') : null;
        refusedSubmit.current = { form: element, names: Object.keys(errors) };
        return onInvalid?.(errors, event);
      });
    return new Proxy(hookForm, {
      get: (target, key, receiver) =>
        key === 'handleSubmit' ? handleSubmit : (Reflect.get(target, key, receiver) as unknown),
    });
  }, [hookForm, ownFocus]);
  // Each submit counts once it is answered, in the same drawing as the refused fields' messages:
  // focus moves right after that drawing, before the person (or a test) can act again.
  const submitCount = hookForm.formState.submitCount;
  useLayoutEffect(() => {
    const refused = refusedSubmit.current;
    if (!refused) return;
    refusedSubmit.current = null;
    if (refused.form && focusFirstShownInError(refused.form)) return;
    const [first] = refused.names;
    if (first) hookForm.setFocus(first as Parameters<typeof hookForm.setFocus>[0]);
  }, [submitCount, hookForm]);
  useEffect(() => {
    const onLanguage = () => translateFormErrors(form as unknown as UseFormReturn<FieldValues>);
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [form]);
  return form;
}
