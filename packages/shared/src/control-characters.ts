/**
 * The one rule for characters no text field may hold: the C0 control characters other than tab,
 * line feed and carriage return (NUL among them, which PostgreSQL cannot store in text), DEL, the
 * C1 control characters, and half of a surrogate pair without its other half (not a character
 * at all: it cannot be written as UTF-8). The server applies it to every string of every request
 * (body, query, path) before the route's own validation, so no route can forget it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text) || LONE_SURROGATE.test(text);
}

/** How many offending fields are named at most: one answer need not list ten thousand. */
const MAX_PATHS = 20;

/**
 * The field paths ("hospital.name", "doctorIds.2") of every string in a parsed request part
 * (JSON body, query, path parameters) that breaks the rule; a key that breaks it is named by the
 * path of the object that holds it. Empty when the value is clean.
 */
export function pathsWithForbiddenCharacters(value: unknown): string[] {
  const found: string[] = [];
  // A stack, not recursion: a request may nest arrays ten thousand deep.
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0 && found.length < MAX_PATHS) {
    const [node, path] = pending.pop()!;
    if (typeof node === 'string') {
      if (hasForbiddenCharacters(node)) found.push(path);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    const entries = Array.isArray(node) ? [...node.entries()] : Object.entries(node);
    for (const [key, child] of entries.reverse()) {
      if (typeof key === 'string' && hasForbiddenCharacters(key)) found.push(path);
      else pending.push([child, path === '' ? String(key) : `${path}.${String(key)}`]);
    }
  }
  return found.slice(0, MAX_PATHS);
}
