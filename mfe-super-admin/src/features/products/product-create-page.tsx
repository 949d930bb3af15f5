import { createGlobalProduct, fetchCategories, messages } from '@ofertat/shared-api';
import { AdminPage, emptyProductFormValues, ResourceView, useResource } from '@ofertat/shared-ui';
import { ProductForm } from './product-form';

/** Add a global product: every market's offers may use it. */
export function ProductCreatePage() {
  const categories = useResource(fetchCategories, []);
  return (
    <AdminPage title="Shto produkt">
      <ResourceView resource={categories} errorMessage={messages.categories.loadFailure}>
        {(list) => (
          <ProductForm
            initialValues={emptyProductFormValues}
            categories={list}
            save={createGlobalProduct}
            successMessage={messages.products.createSuccess}
            failureMessage={messages.generic.somethingWentWrongAl}
            submitLabel="Shto"
          />
        )}
      </ResourceView>
    </AdminPage>
  );
}
