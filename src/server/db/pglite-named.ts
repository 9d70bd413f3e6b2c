import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

const { serialize } = protocol;
const NO_SYNC = { syncToFs: false };

/**
 * On the client `withNamedStatements` returns: (text, name) → runs `text` as the named statement `name` from then on.
 */
export const REGISTER_NAMED = Symbol('registerNamedStatement');

type Register = (text: string, name: string) => void;

/**
 * PGlite's `query()` parses, describes and plans every statement on every call, and drizzle's
 * PGlite driver sends even its `.prepare(name)` statements that way. A registered statement is parsed once as a named
 * statement and then only bound and executed, through PGlite's protocol API (`execProtocolStream`,
 * `protocol.serialize`, `parse.parseResults`), as node-postgres does on PostgreSQL.
 *
 * It runs inside PGlite's `transaction()`: PGlite has one session, and a statement sent beside
 * another caller's open transaction would run inside it. Decision 0067.
 */
export function withNamedStatements(pglite: PGlite): PGlite {
  const names = new Map<string, string>();
  // Parameter types per statement, from its description when it was parsed.
  const parameterTypes = new Map<string, number[]>();

  const exec = (message: Uint8Array) => pglite.execProtocolStream(message, NO_SYNC);

  async function runNamed(
    name: string,
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results> {
    return pglite.transaction(async () => {
      const messages = [];
      try {
        let types = parameterTypes.get(name);
        if (!types) {
          await exec(serialize.parse({ name, text }));
          types = parse.parseDescribeStatementResults(await exec(serialize.describe({ type: 'S', name })));
          parameterTypes.set(name, types);
        }
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = options?.serializers?.[types[i]] ?? pglite.serializers[types[i]];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(...(await exec(serialize.bind({ statement: name, values }))));
        messages.push(...(await exec(serialize.describe({ type: 'P' }))));
        messages.push(...(await exec(serialize.execute({}))));
      } finally {
        // After an error the server ignores everything up to a Sync; the transaction then rolls back.
        messages.push(...(await exec(serialize.sync())));
      }
      return parse.parseResults(messages, pglite.parsers, options)[0];
    });
  }

  const register: Register = (text, name) => names.set(text, name);
  let query = (text: string, params?: unknown[], options?: QueryOptions): Promise<Results> => {
    const name = names.get(text);
    return name ? runNamed(name, text, params, options) : pglite.query(text, params, options);
  };
  return new Proxy(pglite, {
    get(target, prop) {
      if (prop === REGISTER_NAMED) return register;
      if (prop === 'query') return query;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    // A test that wraps `query` to record statements wraps this one, which still reaches PGlite's.
    set(target, prop, value) {
      if (prop !== 'query') return Reflect.set(target, prop, value, target);
      query = value as typeof query;
      return true;
    },
  });
}

/**
 * Registers a drizzle statement built for `.prepare(name)` with the database's client, when that
 * client runs named statements (PGlite through withNamedStatements); node-postgres names its
 * prepared statements itself.
 */
export function registerNamed(client: unknown, text: string, name: string): void {
  const register = (client as { [REGISTER_NAMED]?: Register } | null)?.[REGISTER_NAMED];
  register?.(text, name);
}
