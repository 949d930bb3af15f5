import { act } from '@testing-library/react';
import { sessionStore } from '@ofertat/shared-api';

// The one render helper of the component tests (theme, memory router, location probe) lives in shared-ui's test
// folder, outside the package's public entry, so testing-library never reaches a production bundle.
export { renderRoute } from '../../../shared-ui/src/test/render-route';

/** Puts a signed-in market admin (or the given missing ids) in the shared session store. */
export function signInAs({ marketId = '2', userId = '7' }: { marketId?: string | null; userId?: string | null } = {}) {
  act(() => sessionStore.setState({ token: 'token', marketId, userId, username: 'admin', roles: ['ROLE_ADMIN'] }));
}
