import { Route } from '@ofertat/shared-ui';
import { superAdminPaths } from '@ofertat/shared-api';
import { ProductCreatePage } from './product-create-page';
import { ProductEditPage } from './product-edit-page';
import { ProductListPage } from './product-list-page';

export const productRoutes = (
  <>
    <Route path={superAdminPaths.products.pattern} element={<ProductListPage />} />
    <Route path={superAdminPaths.addProduct.pattern} element={<ProductCreatePage />} />
    <Route path={superAdminPaths.editProduct.pattern} element={<ProductEditPage />} />
  </>
);
