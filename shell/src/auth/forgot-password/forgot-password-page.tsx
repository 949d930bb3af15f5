import { Link, PublicLayout } from '@ofertat/shared-ui';
import { authPaths, getRuntimeConfig } from '@ofertat/shared-api';
import { LoginCard, LoginTitle } from '../login/login-page.styles';

export const FORGOT_PASSWORD_TITLE = 'Keni harruar fjalëkalimin?';

/** Accounts are created by the platform administrator, so a reset goes through them. */
export default function ForgotPasswordPage() {
  const phone = getRuntimeConfig().adminContactPhone;
  return (
    <PublicLayout>
      <LoginCard>
        <LoginTitle>{FORGOT_PASSWORD_TITLE}</LoginTitle>
        <p>
          Llogaritë e stafit krijohen nga administratori i platformës. Për të rivendosur fjalëkalimin, kontaktoni
          administratorin në telefon: <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>.
        </p>
        <Link to={authPaths.login.getHref()}>Kthehu te hyrja</Link>
      </LoginCard>
    </PublicLayout>
  );
}
