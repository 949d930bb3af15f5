import { useState } from 'react';
import { Formik, Form, Field } from 'formik';
import { Link, useLocation, useNavigate, Button, MessageBanner, PublicLayout } from '@ofertat/shared-ui';
import { CheckboxField, TextField } from '@ofertat/shared-ui/forms';
import { authPaths, login, messages, sessionStore, ApiError, ROLE_NAMES, type RoleName } from '@ofertat/shared-api';
import { loginSchema } from '@ofertat/shared-api/validation';
import type { LoginRedirectState } from '../guards/require-role';
import { loginDestination } from './login-destination';
import { LoginCard, LoginTitle } from './login-page.styles';

// The spec names the checkbox 'show password' and gives no text for the button.
const SHOW_PASSWORD_LABEL = 'show password';
const LOGIN_BUTTON = 'Hyni';

const SUCCESS_STATUSES = new Set([200, 201]);

function loginErrorMessage(error: unknown): string {
  // Brute-force protection answers 429 with its own explanation; every other failure is a failed login.
  if (error instanceof ApiError && error.status === 429) return error.message;
  return messages.login.failed;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginRedirectState;
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);

  return (
    <PublicLayout>
      <LoginCard>
        <LoginTitle>{messages.login.title}</LoginTitle>
        {state.notice && !error && <MessageBanner tone="info">{state.notice}</MessageBanner>}
        {error && <MessageBanner tone="error">{error}</MessageBanner>}
        <Formik
          initialValues={{ usernameOrEmail: '', password: '' }}
          validationSchema={loginSchema}
          validateOnBlur={false}
          onSubmit={async (values) => {
            setError(null);
            try {
              const { status, data } = await login(values);
              if (!SUCCESS_STATUSES.has(status) || data === null) {
                setError(messages.login.unexpectedStatus);
                return;
              }
              const roles = data.roles.map((entry) => entry.role).filter((name): name is RoleName => ROLE_NAMES.includes(name as RoleName));
              const destination = loginDestination(roles, state.from);
              if (destination === null) {
                setError(messages.login.noValidRole);
                return;
              }
              sessionStore.getState().signIn(data);
              navigate(destination, { replace: true });
            } catch (cause) {
              setError(loginErrorMessage(cause));
            }
          }}
        >
          {({ isSubmitting, errors, touched }) => (
            <Form noValidate>
              <Field
                as={TextField}
                name="usernameOrEmail"
                type="email"
                label="Email"
                autoComplete="username"
                required
                error={touched.usernameOrEmail ? errors.usernameOrEmail : undefined}
              />
              <Field
                as={TextField}
                name="password"
                type={showPassword ? 'text' : 'password'}
                label="Password"
                autoComplete="current-password"
                required
                error={touched.password ? errors.password : undefined}
              />
              <CheckboxField
                name="showPassword"
                label={SHOW_PASSWORD_LABEL}
                checked={showPassword}
                onChange={(event) => setShowPassword(event.currentTarget.checked)}
              />
              <Button type="submit" loading={isSubmitting}>
                {LOGIN_BUTTON}
              </Button>
            </Form>
          )}
        </Formik>
        <Link to={authPaths.forgotPassword.getHref()}>{messages.login.forgotPasswordLink}</Link>
      </LoginCard>
    </PublicLayout>
  );
}
