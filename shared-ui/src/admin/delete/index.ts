export { useDeleteWithConfirm, type DeleteWithConfirm, type DeleteWithConfirmOptions } from './use-delete-with-confirm';
