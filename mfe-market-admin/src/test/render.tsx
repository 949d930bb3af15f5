import { act } from '@testing-library/react';
import { sessionStore } from '@ofertat/shared-api';

// The render helpers of the component tests (theme, memory router, location probe) come from shared-ui's test
// entry, outside the package's public one, so testing-library never reaches a production bundle.
export { renderRoute } from '@ofertat/shared-ui/test';

/** Puts a signed-in market admin (or the given missing ids) in the shared session store. */
export function signInAs({ marketId = '2', userId = '7' }: { marketId?: string | null; userId?: string | null } = {}) {
  act(() => sessionStore.setState({ token: 'token', marketId, userId, username: 'admin', roles: ['ROLE_ADMIN'] }));
}
