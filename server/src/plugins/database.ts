// Makes the opened database available to every plugin and route as `app.db` (Drizzle) and
// `app.database` (the handle: driver, ping). The app owns it from here: closing the app closes it,
// which for PGlite flushes the data folder.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export const databasePlugin = fp(
  async (app: FastifyInstance, { database }: { database: DatabaseHandle }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
