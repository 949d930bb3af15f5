// The render helpers of the component tests (theme, memory router, location probe) come from shared-ui's test
// entry, outside the package's public one, so testing-library never reaches a production bundle.
export { renderRoute, renderWithProviders } from '@ofertat/shared-ui/test';
