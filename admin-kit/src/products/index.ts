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
