import { useState } from 'react';
import { useFormik } from 'formik';
import { superAdminPaths, type AdFields as AdPayload, type UploadOptions } from '@ofertat/shared-api';
import type { adCreateSchema, adEditSchema } from '@ofertat/shared-api/validation';
import {
  AdminForm,
  FormActions,
  FormFeedback,
  listHrefForStatus,
  saveFailureText,
  useSaveAndReturn,
  useUpload,
} from '@ofertat/admin-kit';
import { AdFields, toAdPayload, validateAdImage, type AdFormValues } from './ad-fields';

const listHref = superAdminPaths.ads.getHref();

export interface AdFormProps {
  initialValues: AdFormValues;
  /** adCreateSchema or adEditSchema (spec section 5). */
  schema: typeof adCreateSchema | typeof adEditSchema;
  /** Create requires an image. */
  imageRequired: boolean;
  currentImageUrl?: string | null;
  save: (fields: AdPayload, options: UploadOptions) => Promise<void>;
  successMessage: string;
  failureMessage: string;
  submitLabel: string;
}

/** The ad form of the add and edit screens; after a save it returns to the list showing the ad's status. */
export function AdForm({ initialValues, schema, imageRequired, currentImageUrl, save: saveAd, successMessage, failureMessage, submitLabel }: AdFormProps) {
  const upload = useUpload();
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<AdFormValues>({
    initialValues,
    validationSchema: schema,
    validate: validateAdImage,
    onSubmit: async (values) => {
      setError(null);
      try {
        // `save` is this render's: formik calls the newest onSubmit, whose list link matches the saved status.
        if (await upload.run((options) => saveAd(toAdPayload(values), options))) save.succeed(successMessage);
      } catch (reason) {
        setError(saveFailureText(reason, failureMessage));
      }
    },
  });
  // An ad is created inactive by default: back on the list, show the status it was saved with so it is in view.
  const save = useSaveAndReturn(listHrefForStatus(listHref, form.values.active));
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <AdFields form={form} imageRequired={imageRequired} currentImageUrl={currentImageUrl} />
      {upload.status}
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel={submitLabel} saving={form.isSubmitting || save.saved} cancelHref={listHref} cancelUpload={upload.cancel} />
    </AdminForm>
  );
}
