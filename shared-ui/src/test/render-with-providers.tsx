import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@ofertat/shared-ui/routing';
import { ThemeProvider } from '../theme';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial router location. */
  route?: string;
}

/** Renders inside the theme and a memory router, and returns a userEvent session with the result. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: ProviderOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeProvider>
    );
  }
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Sets the jsdom window width and tells listeners about it. */
export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
