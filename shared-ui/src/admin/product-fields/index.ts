export {
  ProductFields,
  emptyProductFormValues,
  toProductFormValues,
  validateProductImage,
  type ProductFieldsForm,
  type ProductFieldsProps,
  type ProductFormValues,
} from './product-fields';
