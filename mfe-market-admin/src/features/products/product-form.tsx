import { useState } from 'react';
import { useFormik } from 'formik';
import {
  adminPaths,
  createMarketProduct,
  fetchCategories,
  messages,
  toUserMessage,
  updateProduct,
  type Category,
  type Product,
  type ProductFields as ProductFieldValues,
} from '@ofertat/shared-api';
import { marketProductCreateSchema, marketProductEditSchema } from '@ofertat/shared-api/validation';
import {
  AdminForm,
  emptyProductFormValues,
  FormActions,
  FormFeedback,
  isSessionExpired,
  ProductFields,
  quantityCorrection,
  ResourceView,
  toProductFormValues,
  useResource,
  useSaveAndReturn,
  validateProductImage,
  type ProductFormValues,
} from '@ofertat/shared-ui';

interface ProductFormProps {
  marketId: string;
  /** The product being edited; absent on create, where the image is required. */
  product?: Product;
}

function toFields(values: ProductFormValues): ProductFieldValues {
  return {
    productName: values.productName.trim(),
    productUnit: values.productUnit.trim(),
    categoryId: Number(values.categoryId),
    currentPrice: String(values.currentPrice).trim() === '' ? null : Number(values.currentPrice),
    ...quantityCorrection(values),
    productImage: values.productImage,
  };
}

function ProductFormFields({ marketId, product, categories }: ProductFormProps & { categories: Category[] }) {
  const listHref = adminPaths.products.getHref();
  const save = useSaveAndReturn(listHref);
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<ProductFormValues>({
    initialValues: product ? toProductFormValues(product) : emptyProductFormValues,
    validationSchema: product ? marketProductEditSchema : marketProductCreateSchema,
    validate: validateProductImage,
    onSubmit: async (values) => {
      setError(null);
      try {
        if (product) {
          await updateProduct(product.productId, toFields(values));
          save.succeed(messages.products.updateSuccess);
        } else {
          // The create schema made the image required, so it is there.
          await createMarketProduct({ ...toFields(values), marketId, productImage: values.productImage! });
          save.succeed(messages.products.createSuccess);
        }
      } catch (reason) {
        if (!isSessionExpired(reason)) setError(toUserMessage(reason, messages.generic.somethingWentWrongAl));
      }
    },
  });
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <ProductFields form={form} categories={categories} imageRequired={!product} currentImageUrl={product?.productImage} />
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel={product ? 'Ruaj ndryshimet' : 'Shto produktin'} saving={form.isSubmitting || save.saved} cancelHref={listHref} />
    </AdminForm>
  );
}

/** Market product create and edit: the shared ProductFields with the market admin's rules. */
export function ProductForm(props: ProductFormProps) {
  const categories = useResource(fetchCategories, []);
  return (
    <ResourceView resource={categories} errorMessage={messages.categories.loadFailure}>
      {(list) => <ProductFormFields {...props} categories={list} />}
    </ResourceView>
  );
}
