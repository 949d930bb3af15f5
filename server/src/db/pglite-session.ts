// PGlite has one database session; node-postgres's pool (pglite-pool.ts) has several connections on it. Each
// connection's messages run whole, in the order sent, and the connections' turns interleave between statements, as
// statements of several clients do on one PostgreSQL backend's queue. A connection that opens a transaction has the
// session to itself until it ends it: others' statements wait, rather than run inside it.
//
// Why several connections: with one, each statement waited for the one before it to be answered and read on the
// server's event loop, a turn of that loop each (2–4 ms under load), before it was even sent; writes queued behind
// writes, and a mend behind them, took 80 ms. Queued here, they run one after another as soon as each ends.
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

interface Turn {
  /** The connection it is of; undefined for the database's own tasks (a snapshot, closing). */
  connection: number | undefined;
  run(): Promise<void>;
}

const ROLLBACK = new Uint8Array(serialize.query('rollback'));

export class PgliteSession {
  readonly #queue: Turn[] = [];
  /** The connection whose transaction is open, if one is. */
  #owner: number | undefined;
  #running = false;

  constructor(private readonly pglite: PGlite) {}

  /** Runs `messages` of `connection` in its turn; resolves to the backend's messages. */
  exec(connection: number, messages: Uint8Array): Promise<Uint8Array> {
    return this.#take(connection, () => this.pglite.execProtocolRaw(messages));
  }

  /** The whole database as a gzipped tarball (which `loadDataDir` opens), taken while no statement runs. */
  dump(): Promise<Blob> {
    return this.#take(undefined, () => this.pglite.dumpDataDir('gzip'));
  }

  /** Closes the database once no statement runs, so that its data folder is flushed and consistent. */
  close(): Promise<void> {
    return this.#take(undefined, () => this.pglite.close());
  }

  /**
   * `connection` has ended (node-postgres drops a connection after an error): a transaction it left open, or that its
   * turns still queued open, is rolled back after them, so it holds the session no longer.
   */
  release(connection: number): void {
    // In this connection's turn a transaction open on the session can only be its own (`#run` gives the owner's turns
    // alone), so it is rolled back exactly when it left one.
    void this.#take(connection, async () => {
      if (this.pglite.isInTransaction()) await this.pglite.execProtocolRaw(ROLLBACK);
    }).catch(() => undefined);
  }

  #take<T>(connection: number | undefined, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ connection, run: () => work().then(resolve, reject) });
      void this.#run();
    });
  }

  async #run(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        const index = this.#owner === undefined ? 0 : this.#queue.findIndex((turn) => turn.connection === this.#owner);
        if (index < 0 || this.#queue.length === 0) return;
        const [turn] = this.#queue.splice(index, 1);
        await turn!.run();
        this.#owner = turn!.connection !== undefined && this.pglite.isInTransaction() ? turn!.connection : undefined;
      }
    } finally {
      this.#running = false;
    }
  }
}
