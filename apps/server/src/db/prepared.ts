import {
  PGlite,
  parse as pgliteResults,
  protocol,
  types as pgliteTypes,
} from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * Runs hand-written SQL of a hot path as a named prepared statement: each PostgreSQL connection,
 * and the embedded PGlite, parses and plans it once and then only executes it. For statements
 * the query builder cannot say well (the patient list's CTEs, the session's account, the read
 * audit batch). Answers the rows with their column names as the SQL gives them. Not for use
 * inside a transaction: it runs on a connection of its own choosing.
 */
export async function runNamed<Row>(
  db: Database,
  statement: NamedStatement,
  values: unknown[],
): Promise<Row[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    // node-postgres keeps the name per connection and parses the statement once on each.
    return (await client.query({ name: statement.name, text: statement.text, values }))
      .rows as Row[];
  }
  if (client instanceof PGlite) return runOnPglite<Row>(client, statement, values);
  // A stand-in database of a unit test: plain queries.
  const plain = client as { query(text: string, params: unknown[]): Promise<{ rows: Row[] }> };
  return (await plain.query(statement.text, values)).rows;
}

/** The statements each PGlite instance has parsed. */
const preparedOn = new WeakMap<PGlite, Set<string>>();

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** A value as PostgreSQL's text form (arrays as array literals), or null. */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    // Null elements are written as NULL before the serializer is asked.
    return pgliteTypes.arraySerializer(value, (element: unknown) => textOf(element)!, 0);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') {
    return String(value);
  }
  return JSON.stringify(value);
}

/**
 * PGlite's query() parses and plans every statement again (several milliseconds for the list's
 * CTEs). The extended protocol keeps a named statement for the life of the instance; the calls
 * wait for PGlite's transaction and query locks, so they never interleave with another query or
 * run inside another request's transaction.
 */
async function runOnPglite<Row>(
  client: PGlite,
  statement: NamedStatement,
  values: unknown[],
): Promise<Row[]> {
  // As PGlite's own query() does: after any open transaction, then alone on the instance.
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let prepared = preparedOn.get(client);
      if (!prepared) {
        prepared = new Set();
        preparedOn.set(client, prepared);
      }
      if (!prepared.has(statement.name)) {
        await client.execProtocol(
          joined([
            serialize.parse({ name: statement.name, text: statement.text }),
            serialize.sync(),
          ]),
        );
        prepared.add(statement.name);
      }
      const { messages } = await client.execProtocol(
        joined([
          serialize.bind({ statement: statement.name, values: values.map(textOf) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      const [result] = pgliteResults.parseResults(messages, pgliteTypes.parsers);
      return (result?.rows ?? []) as Row[];
    }),
  );
}
