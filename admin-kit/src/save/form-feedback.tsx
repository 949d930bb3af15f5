import { MessageBanner } from '@ofertat/shared-ui';

export interface FormFeedbackProps {
  /** Success text (e.g. from useSaveAndReturn). */
  success?: string | null;
  /** Error text of the last attempt: a rule broken or the server's refusal. */
  error?: string | null;
}

/** The success or error banner of a form; the error wins, since it is the newer news. */
export function FormFeedback({ success, error }: FormFeedbackProps) {
  if (error) return <MessageBanner tone="error">{error}</MessageBanner>;
  if (success) return <MessageBanner tone="success">{success}</MessageBanner>;
  return null;
}
