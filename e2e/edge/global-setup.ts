// Starts nginx and two server instances on a fresh database of the PostgreSQL server named by DATABASE_URL
// (tooling/edge/edge-stack.mjs) and stops them after the run.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { superAdmin } from '../fixtures/accounts';
import type { EdgeStackInfo } from '../fixtures/edge';

interface EdgeStack extends EdgeStackInfo {
  baseURL: string;
  stop(): Promise<void>;
}

interface EdgeStackModule {
  startEdgeStack(options: { databaseServerUrl: string; env?: Record<string, string> }): Promise<EdgeStack>;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const databaseServerUrl = process.env.DATABASE_URL;
  if (!databaseServerUrl) throw new Error('The edge suite needs DATABASE_URL: a PostgreSQL server whose user may create databases');
  const modulePath = path.resolve(__dirname, '../../tooling/edge/edge-stack.mjs');
  const { startEdgeStack } = (await import(pathToFileURL(modulePath).href)) as EdgeStackModule;
  const stack = await startEdgeStack({
    databaseServerUrl,
    env: { SUPERADMIN_EMAIL: superAdmin.email, SUPERADMIN_PASSWORD: superAdmin.password },
  });
  const info: EdgeStackInfo = { webRoot: stack.webRoot, instances: stack.instances };
  process.env.EDGE_STACK = JSON.stringify(info);
  return () => stack.stop();
}
