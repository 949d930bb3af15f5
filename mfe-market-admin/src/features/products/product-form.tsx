import { adminPaths, fetchCategories, type Product } from '@ofertat/shared-api';
import { createMarketProduct, updateProduct } from '@ofertat/shared-api/admin';
import { marketProductCreateSchema, marketProductEditSchema, messages } from '@ofertat/shared-api/validation';
import { useResource } from '@ofertat/shared-ui';
import {
  emptyProductFormValues,
  ProductForm as KitProductForm,
  ResourceView,
  toProductFormValues,
} from '@ofertat/admin-kit';

interface ProductFormProps {
  marketId: string;
  /** The product being edited; absent on create, where the image is required. */
  product?: Product;
}

/** Market product create and edit: the kit's product form with the market admin's rules. */
export function ProductForm({ marketId, product }: ProductFormProps) {
  const categories = useResource(fetchCategories, []);
  return (
    <ResourceView resource={categories} errorMessage={messages.categories.loadFailure}>
      {(list) => (
        <KitProductForm
          initialValues={product ? toProductFormValues(product) : emptyProductFormValues}
          categories={list}
          currentImageUrl={product?.productImage}
          imageRequired={!product}
          validationSchema={product ? marketProductEditSchema : marketProductCreateSchema}
          save={(fields, options) =>
            product
              ? updateProduct(product.productId, fields, options)
              : // The create schema made the image required, so it is there.
                createMarketProduct({ ...fields, marketId, productImage: fields.productImage! }, options)
          }
          listHref={adminPaths.products.getHref()}
          successMessage={product ? messages.products.updateSuccess : messages.products.createSuccess}
          failureMessage={messages.generic.somethingWentWrongAl}
          submitLabel={product ? 'Ruaj ndryshimet' : 'Shto produktin'}
        />
      )}
    </ResourceView>
  );
}
