// react-router 7 and ky expect TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// jsdom lays nothing out, so it has no ResizeObserver; components that follow their size (TimeChart) still mount.
globalThis.ResizeObserver ??= class {
  observe() {}
  disconnect() {}
};

// CI runs the whole suite on a 2-core machine, where a test file's first render (lazy chunks compiled on first
// use, cold transforms) took 600–760 ms under load: too close to Testing Library's default 1 s wait for what the
// user sees. The waits still fail when it never appears; they only give a slow machine room.
require('@testing-library/react').configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20000);
