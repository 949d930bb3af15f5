import { useRef, useState } from 'react';
import { useFormik, type FormikConfig } from 'formik';
import {
  superAdminPaths,
  type Category,
  type ExistingProduct,
  type MarketProductLink,
  type ProductFields as ProductFieldsPayload,
  type UploadOptions,
} from '@ofertat/shared-api';
import { fetchExistingProducts } from '@ofertat/shared-api/admin';
import { AdminForm, FormActions, FormFeedback, saveFailureText, useSaveAndReturn } from '../save';
import { useUpload } from '../upload-progress';
import { ExistingProducts, type UseExisting } from './existing-products';
import {
  ProductFields,
  quantityCorrection,
  validateBarcode,
  validateProductImage,
  type ProductFormValues,
} from './product-fields';

/** What a product form sends: the fields, and a market product's link when it changes. */
type ProductPayload = ProductFieldsPayload & MarketProductLink;

export interface ProductFormProps {
  initialValues: ProductFormValues;
  categories: readonly Category[];
  /** The product's image on the edit screen; empty keeps it. */
  currentImageUrl?: string | null;
  /** The market admin's create form asks for an image; global products and edits may go without. */
  imageRequired?: boolean;
  /**
   * A global product (the super admin's): a market's in-store barcode cannot identify it (IDENTITY.md §1), and it
   * links to nothing. Any other is a market product, with the "Produkti global" chooser (IDENTITY.md §2).
   */
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
 * same shared schemas (trimming, the category id), so the two areas send the same thing for the same form. A market
 * product's link is sent only when the admin changed it (null unlinks): left alone, the server links by barcode.
 */
function toPayload(values: ProductFormValues, linkedBefore: number | null | undefined): ProductPayload {
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
    ...(linkedBefore === undefined || values.linkedProductId === linkedBefore ? {} : { linkedProductId: values.linkedProductId }),
  };
}

/** The global products a new product probably is; none when that cannot be asked (the duplicates screen still finds them). */
async function existingProductsOf(values: ProductFormValues): Promise<ExistingProduct[]> {
  try {
    const answer = await fetchExistingProducts({ productName: values.productName, productUnit: values.productUnit, barcode: values.barcode });
    return answer.items;
  } catch {
    return [];
  }
}

/** After "Ky produkt ekziston:": save as a new product anyway, or linked to a candidate. */
type Choice = { kind: 'new' } | { kind: 'link'; productId: number };

/** A global product's form opens the existing one instead: global products are the super admin's alone. */
const openExisting: UseExisting = { kind: 'open', hrefOf: (productId) => superAdminPaths.editProduct.getHref({ productId }) };

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
  const [candidates, setCandidates] = useState<readonly ExistingProduct[]>([]);
  // What the admin chose after the candidates, read by the submit it starts (the form's values do not carry it).
  const choice = useRef<Choice | null>(null);
  const form = useFormik<ProductFormValues>({
    initialValues,
    validationSchema,
    // The file's kind is checked beside the schema; without a schema, the server checks it (no client validation).
    // The barcode's check digit is checked in both areas (IDENTITY.md §5).
    validate: (values) => ({ ...(validationSchema ? validateProductImage(values) : {}), ...validateBarcode(values, global) }),
    onSubmit: async (values) => {
      setError(null);
      const chosen = choice.current;
      choice.current = null;
      // A new product not linked yet is first compared with the global ones (IDENTITY.md §5); the admin decides.
      if (values.productId === null && values.linkedProductId === null && chosen === null) {
        const found = await existingProductsOf(values);
        setCandidates(found);
        if (found.length > 0) return;
      }
      const payload = toPayload(values, global ? undefined : initialValues.linkedProductId);
      if (chosen?.kind === 'link') payload.linkedProductId = chosen.productId;
      try {
        if (await upload.run((options) => saveProduct(payload, options))) save.succeed(successMessage);
      } catch (reason) {
        setError(saveFailureText(reason, failureMessage));
      }
    },
  });
  const submitWith = (next: Choice) => {
    choice.current = next;
    // A submit the rules stop never reaches onSubmit: the choice is not left for the next one.
    void form.submitForm().finally(() => {
      choice.current = null;
    });
  };
  const use: UseExisting = global ? openExisting : { kind: 'link', link: (productId) => submitWith({ kind: 'link', productId }) };
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <ProductFields
        form={form}
        categories={categories}
        imageRequired={imageRequired}
        currentImageUrl={currentImageUrl}
        linkable={!global}
      />
      {candidates.length > 0 && (
        <ExistingProducts
          candidates={candidates}
          use={use}
          createAnyway={() => submitWith({ kind: 'new' })}
          saving={form.isSubmitting || save.saved}
        />
      )}
      {upload.status}
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel={submitLabel} saving={form.isSubmitting || save.saved} cancelHref={listHref} cancelUpload={upload.cancel} />
    </AdminForm>
  );
}
