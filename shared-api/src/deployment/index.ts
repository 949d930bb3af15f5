// '@ofertat/shared-api/deployment': what the server needs to know about the web app it serves (the deployment
// manifest's format, the ids of the JSON data blocks, the file addresses, the public pages). Nothing here may
// use the DOM or pull in ky or zustand: the server imports it.
export * from './embedded-json.js';
export * from './mobile-platform.js';
export * from './page-cookies.js';
export * from './urls.js';
export * from './remotes-manifest.js';
export type * from './server-render.js';
export { adminPaths, authPaths, publicPaths, publicRoutePatterns, superAdminPaths } from '../routes.js';
