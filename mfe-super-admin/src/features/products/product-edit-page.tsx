import { useParams } from 'react-router-dom';
import { fetchCategories, fetchProduct, messages, updateProduct } from '@ofertat/shared-api';
import { AdminPage, errorStatus, parseRouteId, ResourceView, toProductFormValues, useResource } from '@ofertat/shared-ui';
import { ProductForm } from './product-form';

async function loadProductWithCategories(productId: number | null) {
  if (productId === null) throw new RangeError('invalid productId');
  const [product, categories] = await Promise.all([fetchProduct(productId), fetchCategories()]);
  return { product, categories };
}

const loadFailureText = (error: unknown) =>
  error instanceof RangeError || errorStatus(error) === 404 ? messages.products.notFound : messages.products.loadFailure;

export function ProductEditPage() {
  const productId = parseRouteId(useParams().productId);
  const data = useResource(() => loadProductWithCategories(productId), [productId]);
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
