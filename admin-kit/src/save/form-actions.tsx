import { Button, ButtonLink } from '@ofertat/shared-ui';
import { CANCELS_UPLOAD_ATTRIBUTE } from '../upload-progress/use-upload';
import { ActionsRow } from './save.styles';

export interface FormActionsProps {
  /** Text of the submit button, e.g. 'Ruaj'. */
  submitLabel: string;
  /** While true the submit button is disabled and shows a spinner (saving, or saved and about to leave). */
  saving: boolean;
  /** Where the cancel link goes, usually the list. */
  cancelHref?: string;
  /** Text of the cancel link. */
  cancelLabel?: string;
  /** The form's upload's cancel (useUpload): the cancel link aborts the upload under way, then leaves without asking. */
  cancelUpload?: () => void;
}

/** Submit and cancel at the bottom of an admin form. */
export function FormActions({ submitLabel, saving, cancelHref, cancelLabel = 'Anulo', cancelUpload }: FormActionsProps) {
  const cancelProps = cancelUpload ? { onClick: cancelUpload, [CANCELS_UPLOAD_ATTRIBUTE]: '' } : {};
  return (
    <ActionsRow>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
      {cancelHref && (
        <ButtonLink to={cancelHref} variant="secondary" {...cancelProps}>
          {cancelLabel}
        </ButtonLink>
      )}
    </ActionsRow>
  );
}
