import { within } from '@testing-library/react';

/** The text a card (CardDetails) shows under one of its headers. */
export function cardDetail(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}
