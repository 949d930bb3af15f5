// PGlite through node-postgres, as PostgreSQL is reached, so that its statements too are prepared once and run by name
// (prepared-statements.ts): PGlite's own query() parses and plans every statement again, and its drizzle driver has
// no other way. The offer write's reference check took 0.43–0.48 ms that way against 0.10–0.13 ms by name.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import type { BackendMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';
import type { PgliteLink } from './pglite-link.js';
import { prepareStatementsOn } from './prepared-statements.js';

type Serialize = typeof serialize;

/** The statements prepared in the session, by name, which every connection on it shares (node-postgres's fields). */
interface PreparedInSession {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/**
 * node-postgres's connection, over a PgliteLink instead of a socket. A statement's messages (parse, bind, describe,
 * execute) are held until its sync or flush and sent together, as node-postgres corks its socket: one crossing to
 * the database's thread and one run of PostgreSQL's loop a statement, where PGlite's own connection made four.
 * There is no startup: the link's session is open, so a connect is ready at once.
 */
class PgliteConnection extends EventEmitter {
  /** Read by node-postgres. */
  _connecting = false;
  readonly stream = { destroy: () => this.end() };
  readonly parsedStatements: Record<string, string>;
  readonly submittedNamedStatements: Record<string, string>;
  #held: Buffer[] = [];
  #parser = new Parser();
  /** The last answer read: answers are read in order, and `end` waits for them. */
  #last: Promise<void> = Promise.resolve();

  constructor(
    private readonly link: PgliteLink,
    private readonly id: number,
    prepared: PreparedInSession,
  ) {
    super();
    // One object for all: a statement one connection prepared is prepared for the others too.
    this.parsedStatements = prepared.parsedStatements;
    this.submittedNamedStatements = prepared.submittedNamedStatements;
  }

  connect(): void {
    this._connecting = true;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  // PGlite has no authentication, encryption or cancelling.
  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  query(text: string): void {
    this.#send(serialize.query(text));
  }

  parse(query: Parameters<Serialize['parse']>[0]): void {
    // node-postgres hands Parse the query's `types`, which drizzle sets to its type parsers (an object), where the
    // serialiser expects a list of parameter types; none is ever given here.
    this.#held.push(serialize.parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined }));
  }

  bind(config: Parameters<Serialize['bind']>[0]): void {
    this.#held.push(serialize.bind(config));
  }

  describe(message: Parameters<Serialize['describe']>[0]): void {
    this.#held.push(serialize.describe(message));
  }

  execute(config: Parameters<Serialize['execute']>[0]): void {
    this.#held.push(serialize.execute(config));
  }

  close(message: Parameters<Serialize['close']>[0]): void {
    this.#held.push(serialize.close(message));
  }

  sync(): void {
    this.#send(serialize.sync());
  }

  flush(): void {
    this.#send(serialize.flush());
  }

  sendCopyFromChunk(chunk: Buffer): void {
    this.#send(serialize.copyData(chunk));
  }

  endCopyFrom(): void {
    this.#send(serialize.copyDone());
  }

  sendCopyFail(message: string): void {
    this.#send(serialize.copyFail(message));
  }

  end(): void {
    void this.#last.then(() => {
      this.link.release(this.id);
      this.emit('end');
    });
  }

  #send(last: Buffer): void {
    // A buffer of its own, as it is handed over to the thread (node's small buffers share one pool).
    const held = [...this.#held, last];
    this.#held = [];
    const messages = new Uint8Array(held.reduce((size, part) => size + part.length, 0));
    let offset = 0;
    for (const part of held) {
      messages.set(part, offset);
      offset += part.length;
    }
    // Sent now, in the order node-postgres sends: a statement another connection prepared before is bound by name.
    const answer = this.link.exec(this.id, messages);
    // Read in turn below; marked as handled now, as it may fail before the answers ahead of it are read.
    answer.catch(() => undefined);
    this.#last = this.#last
      .then(() => answer)
      .then((bytes) =>
        this.#parser.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), (message: BackendMessage) =>
          this.emit(message.name === 'error' ? 'errorMessage' : message.name, message),
        ),
      )
      // The link failed, or a listener of an answer threw: node-postgres ends this connection and makes another.
      .catch((error: unknown) => {
        this.emit('error', error);
      });
  }
}

/**
 * Connections at most on the one session, as many as on PostgreSQL (database.ts): statements of several requests
 * wait in the session's queue, each sent as soon as its request has it (pglite-session.ts).
 */
const PGLITE_CONNECTIONS = 10;

/**
 * A pool of connections on the link's one session. Statements they prepare are the session's, known to all of them,
 * and to a connection the pool makes after ending one whose statement failed.
 */
export function pglitePool(link: PgliteLink): pg.Pool {
  const prepared: PreparedInSession = { parsedStatements: {}, submittedNamedStatements: {} };
  let connections = 0;
  class PgliteClient extends pg.Client {
    constructor(options?: pg.ClientConfig) {
      super({ ...options, connection: new PgliteConnection(link, connections++, prepared) } as pg.ClientConfig);
    }
  }
  const pool = new pg.Pool({ Client: PgliteClient, max: PGLITE_CONNECTIONS, idleTimeoutMillis: 0 });
  pool.on('connect', prepareStatementsOn);
  return pool;
}
