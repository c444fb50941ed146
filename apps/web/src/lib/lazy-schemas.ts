import type * as LazySchemaSet from './lazy-schema-set';

type Schemas = typeof LazySchemaSet;

/** A schema that is fetched when first used. */
export interface LazySchema<S> {
  readonly load: () => Promise<S>;
}

let schemaSet: Promise<Schemas> | undefined;

function loadSchemaSet(): Promise<Schemas> {
  schemaSet ??= import('./lazy-schema-set').catch((error: unknown) => {
    // A failed fetch (offline, a release replaced the chunk) is tried again on the next use.
    schemaSet = undefined;
    throw error;
  });
  return schemaSet;
}

/**
 * One of the schemas of lazy-schema-set.ts, for code that runs before the page is interactive:
 * zod and the schemas come in one fetch, on the first call or form check that needs one.
 */
export function lazySchema<K extends keyof Schemas>(name: K): LazySchema<Schemas[K]> {
  return { load: async () => (await loadSchemaSet())[name] };
}
