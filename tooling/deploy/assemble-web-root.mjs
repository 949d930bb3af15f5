// Lays out a web root from fresh builds: the shell at / (its build and its public/ files), each remote under
// /remotes/<folder>/<version>/, and the deployment manifest. The server (npm start) and nginx serve this same layout.
import fs from 'node:fs/promises';
import path from 'node:path';
import { defaultWebRoot, remotes, repoRoot } from './remotes.mjs';
import { publishRemote } from './publish-remote.mjs';
import { checkPublicFirstLoad } from './check-public-first-load.mjs';

const webRoot = path.resolve(process.argv[2] ?? defaultWebRoot);
await fs.rm(webRoot, { recursive: true, force: true });
await fs.cp(path.join(repoRoot, 'shell/dist'), webRoot, { recursive: true });
// The shell's fixed-name files beside its build: the web app manifest, the icons and the link-preview card.
await fs.cp(path.join(repoRoot, 'shell/public'), webRoot, { recursive: true });
for (const workspace of Object.keys(remotes)) await publishRemote({ workspace, webRoot });
// A web root whose public home page would load admin code, or compile its start-up lazily, is not handed on
// (docs/architecture.md).
const { problems } = await checkPublicFirstLoad(webRoot);
if (problems.length > 0) throw new Error(`the public first load:\n  ${problems.join('\n  ')}`);
console.log(`web root ready: ${path.relative(process.cwd(), webRoot) || '.'}`);
