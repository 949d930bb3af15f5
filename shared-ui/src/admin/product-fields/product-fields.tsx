import type { ChangeEvent } from 'react';
import type { FormikProps } from 'formik';
import { messages, PRICE_DECIMALS, PRICE_STEP, type Category, type Product } from '@ofertat/shared-api';
import { FileField, NumberField, SelectField, TextField } from '../../components/fields';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { IMAGE_ACCEPT, imageFileError } from '../files';

/** A product form's values as the inputs hold them (the image as a File). */
export interface ProductFormValues {
  productName: string;
  productUnit: string;
  categoryId: string;
  /** formik gives a number input's value as a number, and '' while it is empty. */
  currentPrice: number | string;
  productImage: File | null;
}

/** The parts of a formik form that ProductFields uses; pass the whole useFormik() result. */
export type ProductFieldsForm = Pick<
  FormikProps<ProductFormValues>,
  'getFieldProps' | 'setFieldValue' | 'setFieldTouched' | 'errors' | 'touched'
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
}

/** A new product's starting values. */
export const emptyProductFormValues: ProductFormValues = {
  productName: '',
  productUnit: '',
  categoryId: '',
  currentPrice: '',
  productImage: null,
};

/** An existing product as form values (the image input starts empty: empty keeps it). */
export function toProductFormValues(product: Product): ProductFormValues {
  return {
    productName: product.productName,
    productUnit: product.productUnit,
    categoryId: String(product.categoryId),
    currentPrice: product.currentPrice === null ? '' : product.currentPrice.toFixed(PRICE_DECIMALS),
    productImage: null,
  };
}

/** The image must be an image file (spec section 5) within the size limit; use as formik's `validate` beside the schema. */
export function validateProductImage(values: Pick<ProductFormValues, 'productImage'>): { productImage?: string } {
  const error = values.productImage && imageFileError(values.productImage, messages.products.validation.imageNotImage);
  return error ? { productImage: error } : {};
}

/** Name, unit, category, current price and image: the fields of every product form, market and global. */
export function ProductFields({ form, categories, imageRequired, currentImageUrl }: ProductFieldsProps) {
  const error = (name: keyof ProductFormValues) => (form.touched[name] ? form.errors[name] : undefined);
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
