import { localeOf, masterNameIn, type MasterItemNames } from '@portal/shared';
import { currentLanguage, valueName } from '@/lib/i18n';
/** Mantine selects speak strings; the shared schemas speak numeric ids. */
export function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9][0-9]*$/.test(value)) return Number(value);
  return null;
}

export function toIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map(toId).filter((id): id is number => id !== null);
}

/**
 * An entry of a list as a select's option, named in the language in use: a master list entry by
 * its own name in that language, a fixed value of the code by the catalogue.
 */
export function toOption(item: { id: number } & MasterItemNames) {
  return { value: String(item.id), label: valueName(masterNameIn(item, currentLanguage())) };
}

/** Countries, states or districts as options, named and in alphabetical order in the language in use. */
export function placeOptions(places: readonly ({ id: number } & MasterItemNames)[]) {
  const collator = new Intl.Collator(localeOf(currentLanguage()));
  return places.map(toOption).sort((a, b) => collator.compare(a.label, b.label));
}
