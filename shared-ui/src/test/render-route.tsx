import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from '@ofertat/shared-ui/routing';
import { ThemeProvider } from '../theme';

interface RenderRouteOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Route pattern the screen is mounted at, so useParams works. */
  path?: string;
  /** Initial location. */
  route?: InitialEntry;
  /** With fake timers, userEvent must advance them. */
  advanceTimers?: (ms: number) => void;
}

/** Shows the current location (path, query and state), so tests can assert on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)} hidden>
      {location.pathname + location.search}
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
