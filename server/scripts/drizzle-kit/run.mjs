// Runs the drizzle-kit CLI (`npm run db:generate -w server`).
// npm hoists drizzle-kit to the root node_modules but installs drizzle-orm in server/node_modules, and
// drizzle-kit looks drizzle-orm up from its own folder, so it stops with "Please install latest version
// of drizzle-orm". Its require() calls are pointed at the server's copy with NODE_PATH and its import()
// calls with a resolve hook; then the real CLI runs with the given arguments.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
// The package exports no bin path, so it is found next to its main entry.
const drizzleKitBin = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const hooks = new URL('./resolve-hooks.mjs', import.meta.url).href;
const registerHooks = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(hooks)});`;

const result = spawnSync(process.execPath, ['--import', registerHooks, drizzleKitBin, ...process.argv.slice(2)], {
  cwd: serverRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: path.join(serverRoot, 'node_modules') },
});
process.exit(result.status ?? 1);
