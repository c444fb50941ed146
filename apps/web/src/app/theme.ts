import {
  Button,
  createTheme,
  Input,
  Notification,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import type { KeyboardEvent } from 'react';

// A calm teal-blue. Shade 7 (the one buttons and links use) has 6.6:1 contrast on white.
const brand: MantineColorsTuple = [
  '#e7f5f7',
  '#c9e8ec',
  '#9fd4dc',
  '#6fbcc8',
  '#45a4b3',
  '#2a8d9d',
  '#177887',
  '#0c6673',
  '#0a535e',
  '#073f48',
];

// Shade 7 of red and blue is darkened so error and info texts pass WCAG AA on light tints.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#c92a2a',
  '#a61e1e',
  '#861818',
];

const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#228be6',
  '#1864ab',
  '#145591',
  '#0f4477',
];

// The system's own font for Latin text; Devanagari and Gujarati fall to the self-hosted Noto
// faces (lib/script-fonts.ts), which exist only while their language is in use.
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Devanagari", "Noto Sans Gujarati", ' +
  '"Noto Sans", "Helvetica Neue", Arial, sans-serif';

/** Runs before Mantine's own keys (which still pick the highlighted option on Enter). */
function keepEnterInList(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand, red, blue },
  fontFamily,
  headings: { fontFamily, fontWeight: '650' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Dialogs, menus and lists appear without sliding or fading for people who ask the system for
  // reduced motion.
  respectReducedMotion: true,
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    // Required fields get their asterisk from global.css, outside the label's text, so the
    // label reads exactly "Password" to people, screen readers and tests alike. A field's hint
    // (a format, a character count, why it is disabled) goes under its box and its error, not
    // between its label and its box: the boxes of a row of fields line up whatever their hints.
    InputWrapper: Input.Wrapper.extend({
      defaultProps: {
        withAsterisk: false,
        inputWrapperOrder: ['label', 'input', 'error', 'description'],
      },
    }),
    // Select and MultiSelect inputs are lists to choose from: a screen reader says "combo box,
    // collapsed/expanded" instead of "read-only edit text" (Mantine gives them no role and no
    // aria-expanded). Plain objects: the login route does not load the Combobox code for this.
    ComboboxTarget: { defaultProps: { role: 'combobox', withExpandedAttribute: true } },
    ComboboxEventsTarget: { defaultProps: { role: 'combobox', withExpandedAttribute: true } },
    // A list opens on a click, on typing, or on Down or Enter, not on focus alone: focus put on
    // the first wrong field after a failed Save opened its list over its own message. Enter in
    // a list picks the highlighted option or does nothing; it never submits the form (typed
    // text that matched nothing, then Enter, saved a half-filled registration).
    Select: { defaultProps: { openOnFocus: false, onKeyDown: keepEnterInList } },
    MultiSelect: { defaultProps: { openOnFocus: false, onKeyDown: keepEnterInList } },
    // A badge (a status: Pending, Complete, Active) is never cut short to 'P…' in a narrow
    // table column on a phone; the table scrolls instead.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // Icon-only close buttons get their name where they are shown (lib/notify.ts, dialogs.tsx).
    Notification: Notification.extend({
      // Mantine's gray 6 description is below 4.5:1 on white.
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    // Mantine's defaults (gray 6, red 6) are below 4.5:1 on white.
    '--mantine-color-dimmed': mantine.colors.gray[7],
    '--mantine-color-error': mantine.colors.red[7],
    '--mantine-color-placeholder': mantine.colors.gray[6],
    // The text of light badges, alerts and buttons: Mantine's shade 7 of these colours is 2.4:1
    // to 3:1 on their pale backgrounds (a green "Completed" badge on the jobs screen); these
    // dark tones reach 4.5:1. Red's shade 9 did, but not on a table row the pointer is over (a
    // "Failed" payment: 4.4:1); this one is 6:1 there.
    '--mantine-color-red-light-color': '#a61e1e',
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-teal-light-color': '#06614a',
    '--mantine-color-orange-light-color': '#8f3b06',
    '--mantine-color-yellow-light-color': '#6e5200',
    '--mantine-color-blue-light-color': '#134e8a',
  },
  dark: {},
});
