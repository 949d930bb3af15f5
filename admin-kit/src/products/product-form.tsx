import { useState } from 'react';
import { useFormik, type FormikConfig } from 'formik';
import type { Category, ProductFields as ProductPayload, UploadOptions } from '@ofertat/shared-api';
import { AdminForm, FormActions, FormFeedback, saveFailureText, useSaveAndReturn } from '../save';
import { useUpload } from '../upload-progress';
import { ProductFields, quantityCorrection, validateBarcode, validateProductImage, type ProductFormValues } from './product-fields';

export interface ProductFormProps {
  initialValues: ProductFormValues;
  categories: readonly Category[];
  /** The product's image on the edit screen; empty keeps it. */
  currentImageUrl?: string | null;
  /** The market admin's create form asks for an image; global products and edits may go without. */
  imageRequired?: boolean;
  /** A global product (the super admin's): a market's in-store barcode cannot identify it (IDENTITY.md §1). */
  global?: boolean;
  /** The area's client rules; none for the super admin's form (spec section 5: no client validation). */
  validationSchema?: FormikConfig<ProductFormValues>['validationSchema'];
  /** The create or update call. */
  save: (fields: ProductPayload, options: UploadOptions) => Promise<void>;
  /** Where the form returns after a save, and where cancel goes. */
  listHref: string;
  successMessage: string;
  failureMessage: string;
  submitLabel: string;
}

/**
 * The values as typed, with the price and the quantity correction as numbers: the server reads them through the
 * same shared schemas (trimming, the category id), so the two areas send the same thing for the same form.
 */
function toPayload(values: ProductFormValues): ProductPayload {
  // formik's change handler turns a typed number input into a number; an untouched or cleared one stays ''.
  const price = String(values.currentPrice).trim();
  return {
    productName: values.productName,
    productUnit: values.productUnit,
    categoryId: values.categoryId,
    currentPrice: price === '' ? null : Number(price),
    ...quantityCorrection(values),
    barcode: values.barcode.trim() === '' ? null : values.barcode,
    productImage: values.productImage,
  };
}

/**
 * The product form of both admin areas' add and edit screens: the shared product fields, the upload's progress
 * and the save-then-return flow. noValidate turns off the browser's checks: the area's schema, or the server's
 * message, speaks instead.
 */
export function ProductForm({
  initialValues,
  categories,
  currentImageUrl,
  imageRequired = false,
  global = false,
  validationSchema,
  save: saveProduct,
  listHref,
  successMessage,
  failureMessage,
  submitLabel,
}: ProductFormProps) {
  const save = useSaveAndReturn(listHref);
  const upload = useUpload();
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<ProductFormValues>({
    initialValues,
    validationSchema,
    // The file's kind is checked beside the schema; without a schema, the server checks it (no client validation).
    // The barcode's check digit is checked in both areas (IDENTITY.md §5).
    validate: (values) => ({ ...(validationSchema ? validateProductImage(values) : {}), ...validateBarcode(values, global) }),
    onSubmit: async (values) => {
      setError(null);
      try {
        if (await upload.run((options) => saveProduct(toPayload(values), options))) save.succeed(successMessage);
      } catch (reason) {
        setError(saveFailureText(reason, failureMessage));
      }
    },
  });
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <ProductFields form={form} categories={categories} imageRequired={imageRequired} currentImageUrl={currentImageUrl} />
      {upload.status}
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel={submitLabel} saving={form.isSubmitting || save.saved} cancelHref={listHref} cancelUpload={upload.cancel} />
    </AdminForm>
  );
}
