import { fetchProducts, messages, superAdminPaths, type Product } from '@ofertat/shared-api';
import {
  AdminCard,
  AdminPage,
  ButtonLink,
  CardActions,
  DetailList,
  formatPrice,
  ImageWithFallback,
  matchesSearchText,
  PagedCardList,
  useSearchableList,
} from '@ofertat/shared-ui';

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
