export {
  ProductFields,
  emptyProductFormValues,
  quantityCorrection,
  quantityShown,
  toProductFormValues,
  validateProductImage,
  type ProductFieldsForm,
  type ProductFieldsProps,
  type ProductFormValues,
} from './product-fields';
export { ProductForm, type ProductFormProps } from './product-form';
