import i18next, { type CustomTypeOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  coreMessages,
  DEFAULT_LANGUAGE,
  messageIdentifier,
  textParamKey,
  type Language,
  type MessageCatalogue,
  valueNames,
} from '@portal/shared';
import { downloadOnce } from './download-once';
import { uiText } from './ui-text';

/**
 * The app's one text system. Texts are organised by namespace: the shared catalogue
 * (`messages`), the web's own labels (`ui`) and one per feature. Each namespace is an English
 * table (the source, always in the bundle that needs it) and a translation per other language,
 * downloaded only when that language is in use. A feature registers its namespace when its
 * first page loads (its text-values.ts), so a page loads only the namespaces it uses; which
 * keys exist is declared once, for the whole app, in app/texts.ts, so `t()` checks every key
 * at compile time.
 */
export const i18n = i18next.createInstance();

/** Any key of the table (the shared catalogue, ui-text and every feature's texts). */
export type TextKey = keyof CustomTypeOptions['resources']['translation'];

type TextTable = Readonly<Record<string, string>>;
/** A namespace's translation in each language but English, as a lazily loaded module. */
export type TranslationLoaders = Record<
  Exclude<Language, 'en'>,
  () => Promise<{ default: TextTable }>
>;

/** Each namespace's download of its translation into a language (English is in the bundle). */
const namespaces = new Map<string, (language: Exclude<Language, 'en'>) => Promise<void>>();
/** Content in use other than texts (a page's structured copy): downloaded before a switch too. */
const followers = new Set<(language: Language) => Promise<unknown>>();

/** Downloads `load`'s content in every language switched to from now on, before the switch. */
export function followLanguage(load: (language: Language) => Promise<unknown>): void {
  followers.add(load);
}

function loadTranslation(namespace: string, language: Language): Promise<void> {
  const download = namespaces.get(namespace);
  return language === 'en' || !download ? Promise.resolve() : download(language);
}

/**
 * Adds a namespace: its English texts now, its translation in the language in use before the
 * returned promise settles (a feature awaits it at the top of its text-values.ts, so its page
 * never renders before its texts). Registering a namespace again changes nothing.
 */
export async function registerTexts(
  namespace: string,
  english: TextTable,
  translations: TranslationLoaders,
): Promise<void> {
  if (!namespaces.has(namespace)) {
    i18n.addResources('en', 'translation', english);
    namespaces.set(
      namespace,
      downloadOnce(async (language) => {
        const { default: texts } = await translations[language]();
        i18n.addResources(language, 'translation', texts);
      }),
    );
  }
  await loadTranslation(namespace, currentLanguage());
}

/** The language the texts are shown in. */
export function currentLanguage(): Language {
  return (i18n.language as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/**
 * Shows every text in another language: downloads the translation of each namespace loaded so
 * far, then switches, so nothing on the page is half translated.
 */
export async function showTextsIn(language: Language): Promise<void> {
  await Promise.all([
    ...[...namespaces.keys()].map((namespace) => loadTranslation(namespace, language)),
    ...[...followers].map((load) => load(language)),
  ]);
  await i18n.changeLanguage(language);
}

// Resources are in memory, so initialisation is synchronous (initAsync: false) and no text flashes.
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
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

/** The shared catalogue's translation into each language: one download holds both its parts. */
const messageTranslations: TranslationLoaders = {
  hi: async () => ({
    default: (await import('@portal/shared/translations/messages.hi')).messagesHi,
  }),
  gu: async () => ({
    default: (await import('@portal/shared/translations/messages.gu')).messagesGu,
  }),
};

/** The shared catalogue's messages this page has loaded (see coreMessages in @portal/shared). */
let identifyLoadedMessage = messageIdentifier(coreMessages);

void registerTexts('messages', coreMessages, messageTranslations);

const downloadFeatureMessages = downloadOnce(async (_: 'all') => {
  const { featureMessages } = await import('@portal/shared/feature-messages');
  await registerTexts('featureMessages', featureMessages, messageTranslations);
  const loaded: MessageCatalogue = { ...coreMessages, ...featureMessages };
  identifyLoadedMessage = messageIdentifier(loaded);
});

/**
 * The catalogue's messages of the screens behind the first page, downloaded once: with the
 * first page of any feature (registerFeatureTexts), so the login page does not carry them.
 */
export function loadFeatureMessages(): Promise<void> {
  return downloadFeatureMessages('all');
}

/**
 * A feature's namespace (registerTexts), and with it the catalogue's messages of the screens
 * behind the first page: a feature's page shows those (the server's refusals, its rules), so it
 * renders only once they are in. Each feature's text-values.ts awaits this at its top.
 */
export async function registerFeatureTexts(
  namespace: string,
  english: TextTable,
  translations: TranslationLoaders,
): Promise<void> {
  await Promise.all([registerTexts(namespace, english, translations), loadFeatureMessages()]);
}

void registerTexts('ui', uiText, {
  hi: () => import('./translations/ui-text.hi'),
  gu: () => import('./translations/ui-text.gu'),
});
void registerTexts('values', valueNames, {
  hi: () => import('@portal/shared/translations/value-names.hi'),
  gu: () => import('@portal/shared/translations/value-names.gu'),
});

/**
 * A listed value's name (a gender, a plan type, a clinical form's choice) in the language in use:
 * by its English name, as stored; a name the table does not hold shows as it is.
 */
export function valueName(name: string): string {
  const key = `value.${name}` as TextKey;
  return i18n.exists(key) ? i18n.t(key) : name;
}

/**
 * A message of a rule or of the server in the language in use: a catalogue ref
 * ("common.tooLong|{"max":100}") or the English sentence of a catalogue key is translated; any
 * other text (a library's own) is shown as it is.
 */
export function translateMessage(text: string): string {
  const ref = identifyLoadedMessage(text);
  return ref ? i18n.t(ref.key, withTextParams(ref.params)) : text;
}

/** Parameters that are catalogue texts themselves ('@masterKind.stage.field'), in the language in use. */
function withTextParams(
  params: Record<string, string | number> = {},
): Record<string, string | number> {
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    const textKey = textParamKey(value) as TextKey | null;
    shown[name] = textKey && i18n.exists(textKey) ? i18n.t(textKey) : value;
  }
  return shown;
}

/** A sentence of the server's (see MESSAGE_KEYS_HEADER): by its key when the table has it. */
export function translateServerText(text: {
  message: string;
  key?: string | undefined;
  params?: Record<string, string | number> | undefined;
}): string {
  const key = text.key as TextKey | undefined;
  if (key && i18n.exists(key)) return i18n.t(key, withTextParams(text.params));
  return translateMessage(text.message);
}
