import { fetchCategories, fetchProduct, superAdminPaths, type Product } from '@ofertat/shared-api';
import { createGlobalProduct, fetchProducts, updateProduct } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink, formatPrice, ImageWithFallback, useResource } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminPage,
  CardActions,
  DetailList,
  emptyProductFormValues,
  isNotFoundError,
  PagedCardList,
  ProductForm,
  ResourceView,
  toProductFormValues,
  useRouteResource,
  useSearchableList,
} from '@ofertat/admin-kit';

/** The super admin's products are the global ones; market products belong to their market's admin. */
async function loadGlobalProducts(): Promise<Product[]> {
  return (await fetchProducts()).filter((product) => product.marketId === null);
}

const matchesProduct = (product: Product, query: string) =>
  matchesSearchText(product.productName, query) || matchesSearchText(product.categoryName, query);

export function ProductListPage() {
  const { resource: products, pages } = useSearchableList(loadGlobalProducts, [], matchesProduct);
  const addLink = <ButtonLink to={superAdminPaths.addProduct.getHref()}>Shto produkt</ButtonLink>;
  return (
    <AdminPage title="Produktet" actions={addLink}>
      <PagedCardList
        resource={products}
        errorMessage={messages.products.loadFailure}
        pages={pages}
        searchLabel="Kërko produkt"
        searchPlaceholder="Emri ose kategoria"
        emptyMessage="Nuk ka ende produkte globale."
        emptyAction={addLink}
        minItemWidth={220}
        renderItem={(product) => (
          <AdminCard
            key={product.productId}
            title={product.productName}
            media={
              <ImageWithFallback src={product.productThumbnail ?? product.productImage} alt="" width={200} height={140} fit="contain" />
            }
            actions={<CardActions editHref={superAdminPaths.editProduct.getHref({ productId: product.productId })} />}
          >
            <DetailList>
              <dt>Njësia</dt>
              <dd>{product.productUnit}</dd>
              <dt>Kategoria</dt>
              <dd>{product.categoryName}</dd>
              <dt>Çmimi aktual</dt>
              <dd>{formatPrice(product.currentPrice)}</dd>
            </DetailList>
          </AdminCard>
        )}
      />
    </AdminPage>
  );
}

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
            global
            save={createGlobalProduct}
            listHref={superAdminPaths.products.getHref()}
            successMessage={messages.products.createSuccess}
            failureMessage={messages.generic.somethingWentWrongAl}
            submitLabel="Shto"
          />
        )}
      </ResourceView>
    </AdminPage>
  );
}

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
            global={product.marketId === null}
            save={(fields, options) => updateProduct(product.productId, fields, options)}
            listHref={superAdminPaths.products.getHref()}
            successMessage={messages.products.updateSuccess}
            failureMessage={messages.generic.somethingWentWrongAl}
            submitLabel="Ruaj ndryshimet"
          />
        )}
      </ResourceView>
    </AdminPage>
  );
}
