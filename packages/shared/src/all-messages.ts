import { featureMessages } from './feature-messages';
import {
  coreMessages,
  messageIdentifier,
  readMessageRef,
  textParamKey,
  type MessageRef,
} from './messages';

/*
 * The whole catalogue, for readers that may show any of its messages (the server, the shared
 * rules). Apart from messages.ts so that the web's first page, which needs only the core, does
 * not carry the features' part with it.
 */

/** The whole catalogue: the core, then the features' messages. */
export const messages = { ...coreMessages, ...featureMessages } as const;

export type MessageKey = keyof typeof messages;

/**
 * A text's `{name}` placeholders filled from params; one without a value is left as it is. A
 * value '@key' is the catalogue text of that key, read through textOf (the reader's language).
 */
export function fillPlaceholders(
  text: string,
  params: Record<string, string | number>,
  textOf: (key: string) => string | undefined = englishOf,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name]!;
    const key = textParamKey(value);
    return (key === null ? undefined : textOf(key)) ?? String(value);
  });
}

function englishOf(key: string): string | undefined {
  return Object.hasOwn(messages, key) ? messages[key as MessageKey] : undefined;
}

export function message(key: MessageKey, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(messages[key], params);
}

let wholeCatalogueIdentifier: ((text: string) => MessageRef | null) | undefined;

/** Which message of the whole catalogue a text is (see messageIdentifier). */
export function identifyMessage(text: string): MessageRef | null {
  wholeCatalogueIdentifier ??= messageIdentifier(messages);
  return wholeCatalogueIdentifier(text);
}

/** A message in English: a ref filled in from the catalogue, any other text as it is. */
export function englishText(text: string): string {
  const ref = readMessageRef(messages, text);
  return ref ? message(ref.key, ref.params) : text;
}
