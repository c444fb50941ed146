import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is a phone's: narrower than Mantine's `xs` breakpoint (36em), where a table
 * of more than two or three columns scrolls sideways and parts a row's name from the rest of it.
 * Lists show their rows as cards there (components/card-list.tsx). Read on the first render, so
 * a phone never renders the table first.
 */
export function usePhoneWidth(): boolean {
  return useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
}
