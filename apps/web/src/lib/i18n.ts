import i18next, { type CustomTypeOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@portal/shared';
import { uiText } from './ui-text';

/**
 * The app's one translation table. It starts with the shared catalogue and the web's own labels;
 * each feature adds its texts with registerTexts (those of the first download when the app
 * starts, app/texts.ts; a lazily loaded feature's with its code). Which keys exist is declared
 * once, for the whole app, in app/texts.ts, so `t()` checks every key at compile time.
 */
export const i18n = i18next.createInstance();

/** Any key of the table (the shared catalogue, ui-text and every feature's texts). */
export type TextKey = keyof CustomTypeOptions['resources']['translation'];

/** Adds a feature's texts to the table (idempotent: adding the same texts again changes nothing). */
export function registerTexts(texts: Record<string, string>) {
  i18n.addResources('en', 'translation', texts);
}

// Resources are in memory, so initialisation is synchronous (initAsync: false) and no text flashes.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: { ...messages, ...uiText } } },
  // Catalogue keys contain dots ("login.invalid"); they are flat keys, not paths.
  keySeparator: false,
  nsSeparator: false,
  // The catalogue writes placeholders as {name}; React already escapes output.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
  returnEmptyString: false,
  // The library's own advertisement in every visitor's console.
  showSupportNotice: false,
});
