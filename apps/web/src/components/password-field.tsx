import type { ComponentPropsWithRef } from 'react';
import { PasswordInput } from '@mantine/core';

/**
 * Mantine's PasswordInput, telling assistive technology when it is in error: Mantine marks its
 * input only with data-invalid, where every other input gets aria-invalid. Every password field
 * of the app is this one.
 */
export function PasswordField(props: ComponentPropsWithRef<typeof PasswordInput>) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
