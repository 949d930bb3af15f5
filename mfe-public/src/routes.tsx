import { Route, Routes } from 'react-router-dom';
import { publicPaths } from '@ofertat/shared-api';
import { NotFoundPage, PublicLayout } from '@ofertat/shared-ui';
import { HomePage } from './features/home/home-page';

/** Every public route of spec section 2; the shell mounts this at the site root. */
export default function PublicRoutes() {
  return (
    <PublicLayout>
      <Routes>
        <Route path={publicPaths.home.path} element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PublicLayout>
  );
}
