// '@ofertat/shared-ui/test': the render helpers of every workspace's component tests (theme, memory router,
// location probe). A separate entry, outside the package's public one, so testing-library never reaches a
// production bundle.
export { LocationProbe, renderRoute } from './render-route';
export { renderWithProviders, setWindowWidth } from './render-with-providers';
