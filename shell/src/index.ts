import { firstScreenShown } from './start-up/first-screen';

// The async boundary lets the federation runtime negotiate shared singletons before any of them is used. On a
// page the server rendered, it is crossed once the visitor sees the first screen (start-up/first-screen.ts).
const root = document.getElementById('root');
void (root ? firstScreenShown(root) : Promise.resolve()).then(() => import('./bootstrap'));
