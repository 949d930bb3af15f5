// The one render helper of the component tests (theme, memory router, location probe) lives in shared-ui's test
// folder, outside the package's public entry, so testing-library never reaches a production bundle.
export { renderRoute } from '../../../shared-ui/src/test/render-route';
export { renderWithProviders } from '../../../shared-ui/src/test/render-with-providers';
