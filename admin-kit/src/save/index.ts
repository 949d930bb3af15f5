export { useSaveAndReturn, type SaveAndReturn } from './use-save-and-return';
export { FormActions, type FormActionsProps } from './form-actions';
export { FormFeedback, type FormFeedbackProps } from './form-feedback';
export { AdminForm } from './save.styles';
export { saveFailureText } from './save-failure';
