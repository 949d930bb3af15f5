import { useState } from 'react';
import { useFormik } from 'formik';
import { superAdminPaths, type Category, type ProductFields as ProductPayload, type UploadOptions } from '@ofertat/shared-api';
import {
  AdminForm,
  FormActions,
  FormFeedback,
  ProductFields,
  quantityCorrection,
  UploadProgressBar,
  useSaveAndReturn,
  useUploadProgress,
  type ProductFormValues,
} from '@ofertat/shared-ui';
import { saveFailureText } from '../../lib/save-failure';

const listHref = superAdminPaths.products.getHref();

export interface ProductFormProps {
  initialValues: ProductFormValues;
  categories: readonly Category[];
  /** The product's image on the edit screen; empty keeps it. */
  currentImageUrl?: string | null;
  /** The create or update call. */
  save: (fields: ProductPayload, options: UploadOptions) => Promise<void>;
  successMessage: string;
  failureMessage: string;
  submitLabel: string;
}

/** The API takes numbers, and an empty price means none. */
function toPayload(values: ProductFormValues): ProductPayload {
  // formik's change handler turns a typed number input into a number; an untouched or cleared one stays ''.
  const price = String(values.currentPrice).trim();
  return {
    productName: values.productName,
    productUnit: values.productUnit,
    categoryId: values.categoryId,
    currentPrice: price === '' ? null : Number(price),
    ...quantityCorrection(values),
    productImage: values.productImage,
  };
}

/**
 * The global-product form of the add and edit screens, with the shared product fields. No client validation
 * (spec section 5): noValidate turns off the browser's checks too, and the server's message is shown.
 */
export function ProductForm({ initialValues, categories, currentImageUrl, save: saveProduct, successMessage, failureMessage, submitLabel }: ProductFormProps) {
  const save = useSaveAndReturn(listHref);
  const upload = useUploadProgress();
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<ProductFormValues>({
    initialValues,
    onSubmit: async (values) => {
      setError(null);
      upload.reset();
      try {
        await saveProduct(toPayload(values), { onUploadProgress: upload.onUploadProgress });
        save.succeed(successMessage);
      } catch (reason) {
        upload.reset();
        setError(saveFailureText(reason, failureMessage));
      }
    },
  });
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <ProductFields form={form} categories={categories} imageRequired={false} currentImageUrl={currentImageUrl} />
      {form.isSubmitting && <UploadProgressBar progress={upload.progress} />}
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel={submitLabel} saving={form.isSubmitting || save.saved} cancelHref={listHref} />
    </AdminForm>
  );
}
