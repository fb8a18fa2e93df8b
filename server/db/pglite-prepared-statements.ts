import { protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Messages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];

interface Prepared {
  name: string;
  /** The parameters' types as the server inferred them, for PGlite's serializers. */
  paramTypes: number[];
  /** The rows' columns, none for a statement without rows. */
  fields: Array<{ name: string; dataTypeID: number }>;
}

type Parser = (value: string, typeId: number) => unknown;

/** The commands whose tag's count is rows changed (PGlite's `affectedRows`). */
const COUNTS_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** PGlite's internals this relies on: public in JavaScript, underscored in its types. */
interface PGliteInternals {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, Parser>;
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** A statement's result shape changed under it (a column added to a `select *` table). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' && /cached plan/.test(String((error as Error).message));

/**
 * Named prepared statements for PGlite (decision 082, P2). PGlite's `query()` parses, describes, plans
 * and describes again on every call: six trips into WebAssembly, and the planning alone was half
 * of a session lookup. A statement the app sends
 * again (Drizzle's SQL text is the same for every call of the same query) is prepared once under
 * a name; later calls bind, execute and sync in one trip, with PGlite's own serializers and
 * parsers, and are turned into the same results as PGlite's `parseResults` gives (toResults), with
 * the same errors. Bounded: the least recently used statements beyond `max` are closed.
 * Queries with a blob (COPY) or explicit parameter types go the ordinary way.
 */
export function usePreparedStatements(client: PGlite, { max = 200, after = 2 } = {}) {
  const pg = client as unknown as PGliteInternals;
  const ordinary = client.query.bind(client);
  const seen = new Map<string, number>();
  const prepared = new Map<string, Prepared>();
  const toClose: string[] = [];
  let named = 0;

  const prepare = async (text: string): Promise<Prepared> => {
    if (prepared.size >= max) {
      const [oldest, statement] = prepared.entries().next().value!;
      prepared.delete(oldest);
      toClose.push(statement.name);
    }
    const name = `ru_${++named}`;
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const rows = messages.find((m) => m.name === 'rowDescription') as
      { fields: Array<{ name: string; dataTypeID: number }> } | undefined;
    const statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      fields: (rows?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
    };
    prepared.set(text, statement);
    return statement;
  };

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined) => {
    let statement = prepared.get(text);
    if (statement) {
      // Most recently used last: the first entry is the one to close when the map is full.
      prepared.delete(text);
      prepared.set(text, statement);
    } else statement = await prepare(text);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? pg.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const closing = toClose.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }));
    const { messages } = await client.execProtocol(
      concat([
        ...closing,
        protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return toResults<T>(statement.fields, messages, pg.parsers, options);
  };

  client.query = async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    if (options?.blob || options?.paramTypes) return ordinary<T>(text, params, options);
    if (!prepared.has(text)) {
      const count = (seen.get(text) ?? 0) + 1;
      if (count < after) {
        // One-off texts (an IN list of a new length) are forgotten in bulk rather than kept.
        if (seen.size >= max * 10) seen.clear();
        seen.set(text, count);
        return ordinary<T>(text, params, options);
      }
      seen.delete(text);
    }
    await pg._checkReady();
    try {
      return await pg._runExclusiveTransaction(() =>
        pg._runExclusiveQuery(() => run<T>(text, params, options)),
      );
    } catch (error) {
      if (isStalePlan(error)) {
        const stale = prepared.get(text);
        prepared.delete(text);
        if (stale) toClose.push(stale.name);
        return ordinary<T>(text, params, options);
      }
      // As PGlite's own query() reports a failed statement.
      Object.assign(error as object, { query: text, params, queryOptions: options });
      throw error;
    }
  } as PGlite['query'];
}

/**
 * The messages of one executed statement as PGlite's `parseResults` gives them (rows, fields,
 * command, affectedRows, rowCount), with each column's parser looked up once per query rather
 * than PGlite's merge of every parser it knows for each call (a sixth of /api/home/start).
 */
function toResults<T>(
  fields: Prepared['fields'],
  messages: Messages,
  parsers: Record<number, Parser>,
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers as Record<number, Parser> | undefined;
  const columns = fields.map((f) => ({
    name: f.name,
    typeId: f.dataTypeID,
    parse:
      own?.[f.dataTypeID] ?? parsers[f.dataTypeID] ?? (types.parsers as Record<number, Parser>)[f.dataTypeID],
  }));
  const value = (x: string | null, i: number) => {
    if (x === null) return null;
    const column = columns[i]!;
    return column.parse ? column.parse(x, column.typeId) : x;
  };
  const rows: unknown[] = [];
  const asArrays = options?.rowMode === 'array';
  let result: Results<T> = { rows: [], fields: [], affectedRows: 0 };
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: Array<string | null> }).fields;
      if (asArrays) rows.push(values.map(value));
      else {
        const row: Record<string, unknown> = {};
        values.forEach((x, i) => (row[columns[i]!.name] = value(x, i)));
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const parts = (message as unknown as { text: string }).text.split(' ');
      const command = parts[0]!;
      const count = parseInt(parts[parts.length - 1]!, 10);
      result = {
        rows: rows as T[],
        fields: fields.map((f) => ({ ...f })),
        command,
        affectedRows: COUNTS_ROWS.has(command) ? count : 0,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results<T>;
    }
  }
  return result;
}
