import { useEffect } from 'react';
import {
  useForm as useHookForm,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { translateFormErrors } from './form-resolver';
import { i18n } from './i18n';

/**
 * react-hook-form's useForm, the one the app's forms use: the messages of the form's rules on
 * screen follow a change of language (they were written once, in the language of the moment,
 * and stayed English under Hindi labels until the field was checked again).
 */
export function useForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  props?: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useHookForm(props);
  useEffect(() => {
    const onLanguage = () => translateFormErrors(form as unknown as UseFormReturn<FieldValues>);
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [form]);
  return form;
}
