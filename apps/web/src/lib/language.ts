import { useEffect } from 'react';
import { localeOf, type Language } from '@portal/shared';
import { api } from './api-client';
import { lazySchema } from './lazy-schemas';
import { currentLanguage, showTextsIn } from './i18n';
import { whenHydrated } from './hydration';
import { declareScriptFonts } from './script-fonts';
import { rememberLanguage } from './starting-language';

/*
 * The language a person reads the portal in. A visitor's choice is kept in this browser; a
 * logged-in person's on their account (PUT /account/language), so it follows them to every
 * device. Without a choice, the browser's own preference decides, then English
 * (starting-language.ts).
 */

/**
 * Shows the portal in a language: its texts (downloaded first), `<html lang>`, and, when the
 * person chose it, remembered in this browser.
 */
export async function applyLanguage(
  language: Language,
  { remember = false }: { remember?: boolean } = {},
): Promise<void> {
  // Without its fonts the page still reads in the system's own: they are not waited for.
  declareScriptFonts(language).catch(() => undefined);
  await whenHydrated();
  await showTextsIn(language);
  document.documentElement.lang = localeOf(language);
  if (remember) rememberLanguage(language);
}

/** Keeps a logged-in person's choice on their account, for every device they log in on. */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await api.put('/account/language', { body: { language }, schema: lazySchema('okResponse') });
}

/**
 * A logged-in person sees the language kept on their account: on this device too, once the
 * session says which it is (after a login, or on another device than the one they chose it on).
 */
export function useAccountLanguage(account: Language | null | undefined): void {
  useEffect(() => {
    if (account && account !== currentLanguage()) void applyLanguage(account, { remember: true });
  }, [account]);
}
