import { fetchCategories, fetchProduct, messages, updateProduct } from '@ofertat/shared-api';
import { AdminPage, isNotFoundError, ResourceView, toProductFormValues, useRouteResource } from '@ofertat/shared-ui';
import { ProductForm } from './product-form';

async function loadProductWithCategories(productId: number) {
  const [product, categories] = await Promise.all([fetchProduct(productId), fetchCategories()]);
  return { product, categories };
}

const loadFailureText = (error: unknown) =>
  isNotFoundError(error) ? messages.products.notFound : messages.products.loadFailure;

export function ProductEditPage() {
  const data = useRouteResource('productId', loadProductWithCategories);
  return (
    <AdminPage title="Ndrysho produktin">
      <ResourceView resource={data} errorMessage={loadFailureText}>
        {({ product, categories }) => (
          <ProductForm
            initialValues={toProductFormValues(product)}
            categories={categories}
            currentImageUrl={product.productImage}
            save={(fields, options) => updateProduct(product.productId, fields, options)}
            successMessage={messages.products.updateSuccess}
            failureMessage={messages.generic.somethingWentWrongAl}
            submitLabel="Ruaj ndryshimet"
          />
        )}
      </ResourceView>
    </AdminPage>
  );
}
