import { firstScreenShown } from './start-up/first-screen';
import { captureTaps } from './start-up/tap-capture';

// The async boundary lets the federation runtime negotiate shared singletons before any of them is used. On a
// page the server rendered, it is crossed once the visitor sees the first screen (start-up/first-screen.ts), and
// the taps on its buttons meanwhile are kept for when it is hydrated (start-up/tap-capture.ts).
const root = document.getElementById('root');
const taps = root?.firstElementChild ? captureTaps(root) : null;
void (root ? firstScreenShown(root) : Promise.resolve()).then(async () => (await import('./bootstrap')).start(taps));
