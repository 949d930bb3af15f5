import { useMemo } from 'react';
import { adminPaths, fetchProduct, type Product } from '@ofertat/shared-api';
import { fetchMarketProducts } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink, ImageWithFallback, PriceText } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminPage,
  CardActions,
  isNotFoundError,
  PagedCardList,
  RequireStoredIds,
  RouteResourceView,
  StatusBadge,
  useSearchableList,
} from '@ofertat/admin-kit';
import { ProductForm } from './product-form';

function ProductList({ marketId }: { marketId: string }) {
  const { resource, pages } = useSearchableList<Product>(
    () => fetchMarketProducts(marketId),
    [marketId],
    (product, query) => matchesSearchText(`${product.productName} ${product.categoryName}`, query),
  );
  // The list holds the global products too: a linked product names the one it is (IDENTITY.md §2).
  const globalNames = useMemo(
    () => new Map(resource.status === 'success' ? resource.data.filter((product) => product.marketId === null).map((product) => [product.productId, product.productName]) : []),
    [resource],
  );
  return (
    <PagedCardList
      resource={resource}
      errorMessage={messages.products.loadFailure}
      pages={pages}
      searchLabel="Kërko produkt"
      emptyMessage="Marketi nuk ka ende produkte."
      minItemWidth={220}
      renderItem={(product) => (
        <AdminCard
          key={product.productId}
          title={product.productName}
          // Global products belong to the platform: a market uses them in offers but cannot change them.
          badge={product.marketId === null && <StatusBadge>Global</StatusBadge>}
          media={<ImageWithFallback src={product.productThumbnail ?? product.productImage} alt="" width={96} height={96} fit="contain" />}
          actions={product.marketId !== null && <CardActions editHref={adminPaths.editProduct.getHref({ productId: product.productId })} />}
        >
          <div>
            {product.productUnit} · {product.categoryName}
          </div>
          {product.linkedProductId !== null && <div>Lidhur me: {globalNames.get(product.linkedProductId) ?? 'një produkt global'}</div>}
          {product.currentPrice !== null && <PriceText value={product.currentPrice} />}
        </AdminCard>
      )}
    />
  );
}

/** /admin/list-product-market: the market's products and the global ones. */
export function ProductListPage() {
  return (
    <AdminPage title="Produktet" actions={<ButtonLink to={adminPaths.addProduct.getHref()}>Shto produkt</ButtonLink>}>
      <RequireStoredIds ids={['marketId']}>{({ marketId }) => <ProductList marketId={marketId} />}</RequireStoredIds>
    </AdminPage>
  );
}

/** /admin/add-product-market. */
export function ProductCreatePage() {
  return (
    <AdminPage title="Shto produkt">
      <RequireStoredIds ids={['marketId']}>{({ marketId }) => <ProductForm marketId={marketId} />}</RequireStoredIds>
    </AdminPage>
  );
}

const productLoadError = (error: unknown) => (isNotFoundError(error) ? messages.products.notFound : messages.products.loadFailure);

/** /admin/edit-product/{productId}. */
export function ProductEditPage() {
  return (
    <AdminPage title="Ndrysho produktin">
      <RequireStoredIds ids={['marketId']}>
        {({ marketId }) => (
          <RouteResourceView param="productId" load={fetchProduct} errorMessage={productLoadError}>
            {(product) => <ProductForm marketId={marketId} product={product} />}
          </RouteResourceView>
        )}
      </RequireStoredIds>
    </AdminPage>
  );
}
