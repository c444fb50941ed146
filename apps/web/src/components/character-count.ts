import { i18n } from '@/lib/i18n';

/**
 * "12 of 500 characters": the description under a free-text field with a limit, so the person
 * sees the limit coming instead of finding their typing stopped at it. Shown below the field's
 * error, as every field's description is (app/theme.ts).
 */
export function characterCount(value: unknown, max: number): string {
  return i18n.t('ui.field.characterCount', {
    typed: typeof value === 'string' ? value.length : 0,
    max,
  });
}
