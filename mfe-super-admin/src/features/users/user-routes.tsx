import { Route } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { UserCreatePage } from './user-create-page';
import { UserEditPage } from './user-edit-page';
import { UserListPage } from './user-list-page';
import { UserViewPage } from './user-view-page';

export const userRoutes = (
  <>
    <Route path={superAdminPaths.users.pattern} element={<UserListPage />} />
    <Route path={superAdminPaths.addUser.pattern} element={<UserCreatePage />} />
    <Route path={superAdminPaths.viewUser.pattern} element={<UserViewPage />} />
    <Route path={superAdminPaths.editUser.pattern} element={<UserEditPage />} />
  </>
);
