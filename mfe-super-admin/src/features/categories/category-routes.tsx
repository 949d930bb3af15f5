import { Route } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { CategoryCreatePage } from './category-create-page';
import { CategoryEditPage } from './category-edit-page';
import { CategoryListPage } from './category-list-page';

export const categoryRoutes = (
  <>
    <Route path={superAdminPaths.categories.pattern} element={<CategoryListPage />} />
    <Route path={superAdminPaths.addCategory.pattern} element={<CategoryCreatePage />} />
    <Route path={superAdminPaths.editCategory.pattern} element={<CategoryEditPage />} />
  </>
);
