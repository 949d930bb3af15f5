// The mixed-load check of issue 7 on the production edge: starts nginx in front of two server instances on a
// fresh database of the PostgreSQL server named by DATABASE_URL (edge-stack.mjs), runs
// tooling/reliability/mixed-load.mjs through nginx with both instances' PIDs for the memory check, stops the
// stack and exits with the load's exit code; before stopping, it runs the catalogue check on each instance. Extra arguments go to mixed-load.mjs (e.g. --seconds 20).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node tooling/edge/load-through-edge.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkInstance, superAdminCredentials } from '../reliability/check-catalogue.mjs';
import { startEdgeStack } from './edge-stack.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const databaseServerUrl = process.env.DATABASE_URL;
if (!databaseServerUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server URL whose user may create databases.');
  process.exit(1);
}

const stack = await startEdgeStack({ databaseServerUrl });
let exitCode;
try {
  exitCode = await new Promise((resolve, reject) => {
    const load = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'tooling/reliability/mixed-load.mjs'),
        '--base-url',
        stack.baseURL,
        '--pids',
        stack.instances.map((instance) => instance.pid).join(','),
        ...process.argv.slice(2),
      ],
      { stdio: 'inherit' },
    );
    load.once('error', reject);
    load.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  // After the load's writes, each instance's public read model must equal the database (the operator's check).
  const credentials = await superAdminCredentials();
  for (const instance of stack.instances) {
    if (!(await checkInstance(instance.url, credentials))) exitCode ||= 1;
  }
} finally {
  await stack.stop();
}
process.exit(exitCode);
