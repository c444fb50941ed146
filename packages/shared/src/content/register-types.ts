/** The programmes people register for on this portal: the registerType of a registration link. */
export const SELF_REGISTER_TYPES = [
  'self-help-platform',
  'personal-assistance-programme',
  'online-second-opinion',
  'cancer-awareness-talks',
  'tobacco-de-addiction',
  'self-screening',
] as const;
export type SelfRegisterType = (typeof SELF_REGISTER_TYPES)[number];

/**
 * Other spellings of a register type that registration links carry (seed 001 section 2.14:
 * `personalised-assistance-programme` as well as `personal-assistance-programme`), each with the
 * type it means. Only the type itself is ever stored or sent, so one programme has one spelling.
 */
const SELF_REGISTER_TYPE_ALIASES: Readonly<Record<string, SelfRegisterType>> = {
  'personalised-assistance-programme': 'personal-assistance-programme',
};

/** The register type a link names, its other spelling resolved; undefined when none is offered. */
export function selfRegisterTypeOf(value: string | undefined): SelfRegisterType | undefined {
  if (value === undefined) return undefined;
  if ((SELF_REGISTER_TYPES as readonly string[]).includes(value)) return value as SelfRegisterType;
  return Object.hasOwn(SELF_REGISTER_TYPE_ALIASES, value)
    ? SELF_REGISTER_TYPE_ALIASES[value]
    : undefined;
}
