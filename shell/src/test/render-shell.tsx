import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, ThemeProvider } from '@ofertat/shared-ui';

/** Shows where the router ended up, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAt(path: string, routes: ReactElement, state?: unknown) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="*" element={<><LocationProbe />{routes}</>} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
