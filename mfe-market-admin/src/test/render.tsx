import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { sessionStore } from '@ofertat/shared-api';
import { ThemeProvider } from '@ofertat/shared-ui';

interface RenderRouteOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Route pattern the screen is mounted at, so useParams works (e.g. adminPaths.editOffer.path). */
  path?: string;
  /** Initial location. */
  route?: InitialEntry;
  /** With fake timers, userEvent must advance them. */
  advanceTimers?: (ms: number) => void;
}

/** Shows the current location (and its state), so tests can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)} hidden>
      {location.pathname}
    </div>
  );
}

/** Renders a screen at a route inside the theme and a memory router, with a userEvent session. */
export function renderRoute(ui: ReactElement, { path = '*', route = '/', advanceTimers, ...options }: RenderRouteOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={children} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    );
  }
  return { user: userEvent.setup(advanceTimers ? { advanceTimers } : {}), ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Puts a signed-in market admin (or the given missing ids) in the shared session store. */
export function signInAs({ marketId = '2', userId = '7' }: { marketId?: string | null; userId?: string | null } = {}) {
  act(() => sessionStore.setState({ token: 'token', marketId, userId, username: 'admin', roles: ['ROLE_ADMIN'] }));
}
