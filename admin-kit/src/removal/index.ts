export { useDeleteWithConfirm, type DeleteWithConfirm, type DeleteWithConfirmOptions } from './use-delete-with-confirm';
export { useDeletableList, type DeletableList, type DeletableListOptions } from './use-deletable-list';
export { useDeactivatableList, type DeactivatableList, type DeactivatableListOptions } from './use-deactivatable-list';
