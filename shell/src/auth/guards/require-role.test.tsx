import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@ofertat/shared-ui';
import { sessionStore } from '@ofertat/shared-api';
import { RequireRole, type LoginRedirectState } from './require-role';
import { renderAt } from '../../test/render-shell';

function LoginProbe() {
  const state = useLocation().state as LoginRedirectState;
  return <p>{`${state.notice} from ${state.from?.pathname}`}</p>;
}

function renderGuarded(path: string) {
  return renderAt(
    path,
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route path="/admin/*" element={<RequireRole role="ROLE_ADMIN"><p>admin area</p></RequireRole>} />
    </Routes>,
  );
}

const signIn = (role: string) =>
  sessionStore.getState().signIn({ token: 't', userId: 1, username: 'u', email: 'e@x.al', marketId: 2, roles: [{ role }] });

describe('RequireRole', () => {
  beforeEach(() => sessionStore.getState().signOut());

  it('sends an anonymous visitor to /login with the login prompt and the origin', () => {
    renderGuarded('/admin/list-user-offer');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByText('Ju lutem identifikohuni... from /admin/list-user-offer')).toBeInTheDocument();
  });

  it('sends a user without the role to /login with the authorisation message', () => {
    signIn('ROLE_SUPER_ADMIN');
    renderGuarded('/admin');
    expect(screen.getByText('Ju nuk keni autorizimin e duhur... from /admin')).toBeInTheDocument();
  });

  it('lets a user with the role in', () => {
    signIn('ROLE_ADMIN');
    renderGuarded('/admin');
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});
