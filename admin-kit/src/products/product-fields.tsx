import type { ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import {
  PRICE_DECIMALS,
  PRICE_STEP,
  type Category,
  type Product,
  type Quantity,
  type QuantityUnit,
} from '@ofertat/shared-api';
import {
  barcodeProblem,
  formatQuantity,
  messages,
  parseProductQuantity,
  QUANTITY_UNITS,
} from '@ofertat/shared-api/validation';
import { ImageWithFallback } from '@ofertat/shared-ui';
import { FileField, NumberField, SelectField, TextField } from '@ofertat/shared-ui/forms';
import { ReadOut } from '../admin.styles';
import { IMAGE_ACCEPT, imageFileError } from '../files';
import { GlobalProductChooser } from './global-product-chooser';

/** A product form's values as the inputs hold them (the image as a File). */
export interface ProductFormValues {
  /** The product being edited; null on create, where the form first asks whether it exists (IDENTITY.md §5). */
  productId: number | null;
  productName: string;
  productUnit: string;
  categoryId: string;
  /** formik gives a number input's value as a number, and '' while it is empty. */
  currentPrice: number | string;
  /** The admin's correction of the quantity; both empty: the server reads it from the unit or the name. */
  quantityAmount: number | string;
  quantityUnit: QuantityUnit | '';
  /** The GTIN as typed (IDENTITY.md §1); '' for none. */
  barcode: string;
  /** A market product's global product (IDENTITY.md §2); null: none. Global products are never linked. */
  linkedProductId: number | null;
  productImage: File | null;
}

/** The parts of a formik form that ProductFields uses; pass the whole useFormik() result. */
export type ProductFieldsForm = Pick<
  FormikProps<ProductFormValues>,
  'getFieldProps' | 'setFieldValue' | 'setFieldTouched' | 'errors' | 'touched' | 'values'
>;

export interface ProductFieldsProps {
  /** The form (useFormik) the fields belong to. */
  form: ProductFieldsForm;
  /** Choices of the category select. */
  categories: readonly Category[];
  /** Create screens of the market admin require an image; edit screens keep the current one when left empty. */
  imageRequired: boolean;
  /** The current image, shown on edit screens. */
  currentImageUrl?: string | null;
  /** A market product's form: the "Produkti global" chooser links it to a global product. */
  linkable?: boolean;
}

/** A new product's starting values. */
export const emptyProductFormValues: ProductFormValues = {
  productId: null,
  productName: '',
  productUnit: '',
  categoryId: '',
  currentPrice: '',
  quantityAmount: '',
  quantityUnit: '',
  barcode: '',
  linkedProductId: null,
  productImage: null,
};

/**
 * An existing product as form values (the image input starts empty: empty keeps it). The quantity correction is
 * filled only when the stored quantity is not what the unit and name say, i.e. when an admin corrected it.
 */
export function toProductFormValues(product: Product): ProductFormValues {
  const read = parseProductQuantity(product.productUnit, product.productName);
  const corrected = product.quantity !== null && (read === null || read.amount !== product.quantity.amount || read.unit !== product.quantity.unit);
  return {
    productId: product.productId,
    productName: product.productName,
    productUnit: product.productUnit,
    categoryId: String(product.categoryId),
    currentPrice: product.currentPrice === null ? '' : product.currentPrice.toFixed(PRICE_DECIMALS),
    quantityAmount: corrected ? product.quantity!.amount : '',
    quantityUnit: corrected ? product.quantity!.unit : '',
    barcode: product.barcode ?? '',
    linkedProductId: product.linkedProductId,
    productImage: null,
  };
}

/** The correction as the API takes it: both fields, or neither (null). */
export function quantityCorrection(values: Pick<ProductFormValues, 'quantityAmount' | 'quantityUnit'>): {
  quantityAmount: number | null;
  quantityUnit: QuantityUnit | null;
} {
  const amount = String(values.quantityAmount).trim();
  return { quantityAmount: amount === '' ? null : Number(amount), quantityUnit: values.quantityUnit === '' ? null : values.quantityUnit };
}

/** What the product will hold: the correction when it is whole, else what the unit or the name says. */
export function quantityShown(values: ProductFormValues): Quantity | null {
  const { quantityAmount, quantityUnit } = quantityCorrection(values);
  if (quantityAmount !== null && quantityUnit !== null && quantityAmount > 0) return { amount: quantityAmount, unit: quantityUnit };
  return parseProductQuantity(values.productUnit, values.productName);
}

/** The image must be an image file (spec section 5) within the size limit; use as formik's `validate` beside the schema. */
export function validateProductImage(values: Pick<ProductFormValues, 'productImage'>): { productImage?: string } {
  const error = values.productImage && imageFileError(values.productImage, messages.products.validation.imageNotImage);
  return error ? { productImage: error } : {};
}

/**
 * The barcode's check digit as the admin types (IDENTITY.md §5), in the words the server answers with; both areas'
 * forms use it beside their schema, so the super admin's form, which has none (spec section 5), checks it too.
 */
export function validateBarcode(values: Pick<ProductFormValues, 'barcode'>, global: boolean): { barcode?: string } {
  const problem = barcodeProblem(values.barcode, { global });
  return problem === null ? {} : { barcode: problem };
}

/** Digits from which a typed barcode is complete enough to judge before the field is left (an EAN-13's). */
const BARCODE_JUDGED_FROM = 13;

/** What the server will read, as the admin types: the unit price on the cards is per this quantity. */
function QuantityNote({ quantity }: { quantity: Quantity | null }) {
  return (
    <ReadOut role="status" aria-live="polite">
      {quantity ? `Sasia: ${formatQuantity(quantity)}` : 'Sasia: nuk lexohet (pa çmim për njësi)'}
    </ReadOut>
  );
}

/**
 * Name, unit, category, current price and image: the fields of every product form, market and global; and a market
 * product's global product.
 */
export function ProductFields({ form, categories, imageRequired, currentImageUrl, linkable = false }: ProductFieldsProps) {
  const error = (name: keyof ProductFormValues) => (form.touched[name] ? form.errors[name] : undefined);
  // A wrong check digit shows as soon as an EAN-13's worth of digits is typed; shorter codes when the field is left.
  const barcodeTyped = form.values.barcode.replace(/\D/g, '').length >= BARCODE_JUDGED_FROM;
  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    void form.setFieldValue('productImage', event.currentTarget.files?.[0] ?? null);
    void form.setFieldTouched('productImage', true, false);
  };
  return (
    <>
      <TextField label="Emri i produktit" required {...form.getFieldProps('productName')} error={error('productName')} />
      <TextField
        label="Njësia"
        required
        hint="P.sh. kg, 1 L, copë"
        {...form.getFieldProps('productUnit')}
        error={error('productUnit')}
      />
      <QuantityNote quantity={quantityShown(form.values)} />
      <NumberField
        label="Sasia (korrigjim)"
        hint="Lëreni bosh që sasia të lexohet nga njësia ose emri."
        min={0}
        step="any"
        {...form.getFieldProps('quantityAmount')}
        error={error('quantityAmount')}
      />
      <SelectField
        label="Njësia e sasisë"
        placeholder="Siç lexohet"
        options={QUANTITY_UNITS.map((unit) => ({ value: unit, label: unit }))}
        {...form.getFieldProps('quantityUnit')}
        error={error('quantityUnit')}
      />
      <TextField
        label="Barkodi"
        hint="Opsional: EAN-13, EAN-8, UPC-A ose GTIN-14, siç është në paketim."
        inputMode="numeric"
        autoComplete="off"
        {...form.getFieldProps('barcode')}
        error={form.touched.barcode || barcodeTyped ? form.errors.barcode : undefined}
      />
      {linkable && (
        <GlobalProductChooser value={form.values.linkedProductId} onChange={(productId) => void form.setFieldValue('linkedProductId', productId)} />
      )}
      <SelectField
        label="Kategoria"
        required
        placeholder="Zgjidhni një kategori"
        options={categories.map((category) => ({ value: category.categoryId, label: category.categoryName }))}
        {...form.getFieldProps('categoryId')}
        error={error('categoryId')}
      />
      <NumberField
        label="Çmimi aktual (ALL)"
        hint="Opsional; shfaqet si çmimi i vjetër i sugjeruar në oferta."
        min={0}
        step={PRICE_STEP}
        {...form.getFieldProps('currentPrice')}
        error={error('currentPrice')}
      />
      {currentImageUrl && <ImageWithFallback src={currentImageUrl} alt="Foto aktuale e produktit" width={120} height={120} fit="contain" />}
      <FileField
        label="Foto e produktit"
        name="productImage"
        accept={IMAGE_ACCEPT}
        required={imageRequired}
        hint={imageRequired ? 'JPG, PNG, WebP ose GIF.' : 'Lëreni bosh për të mbajtur foton aktuale.'}
        onChange={pickImage}
        error={error('productImage')}
      />
    </>
  );
}
