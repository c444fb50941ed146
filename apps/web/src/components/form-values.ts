import { valueName } from '@/lib/i18n';
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

export function toOption(item: { id: number; name: string }) {
  return { value: String(item.id), label: valueName(item.name) };
}
