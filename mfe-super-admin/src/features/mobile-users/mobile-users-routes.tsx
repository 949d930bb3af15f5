import { Route } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { MobileUsersPage } from './mobile-users-page';

export const mobileUsersRoutes = <Route path={superAdminPaths.mobileUsers.pattern} element={<MobileUsersPage />} />;
