import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { uiText } from '@/lib/ui-text';

interface ChooseOptions {
  /**
   * What the select shows once its list is in: the app's "Select" unless said; null for
   * anything but "Loading…" (a select whose empty choice has a name of its own).
   */
  readyPlaceholder?: string | null;
}

/**
 * Picks an option of a Mantine select as a person does: once the select is enabled and its list
 * is in, opens it and clicks the option.
 */
export async function chooseOption(
  user: UserEvent,
  select: HTMLElement,
  option: string,
  { readyPlaceholder = uiText['ui.field.select'] }: ChooseOptions = {},
) {
  await waitFor(() => expect(select).toBeEnabled());
  await waitFor(() =>
    readyPlaceholder === null
      ? expect(select).not.toHaveAttribute('placeholder', uiText['ui.app.loading'])
      : expect(select).toHaveAttribute('placeholder', readyPlaceholder),
  );
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * A form field by its name: a text box, or a select (a combo box, app/theme.ts). Its list, open,
 * has the same name but another role.
 */
export function fieldNamed(name: string | RegExp): HTMLElement {
  return screen.queryByRole('combobox', { name }) ?? screen.getByRole('textbox', { name });
}
