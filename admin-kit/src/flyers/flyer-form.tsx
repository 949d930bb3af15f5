// The flyer form, loaded lazily by the create and edit screens: its code and the flyer schemas (yup) stay out of
// the kit's chunk, which every admin page loads.
import { useState } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { type EntityId, type Flyer } from '@ofertat/shared-api';
import { createFlyer, updateFlyer } from '@ofertat/shared-api/admin';
import { flyerCreateSchema, flyerEditSchema, messages } from '@ofertat/shared-api/validation';
import { DateField, FileField, TextField } from '@ofertat/shared-ui/forms';
import { isSessionExpired } from '../errors';
import { IMAGE_ACCEPT, PDF_ACCEPT, imageFileError, pdfFileError } from '../files';
import { AdminForm, FormActions, FormFeedback, useSaveAndReturn } from '../save';
import { useUpload } from '../upload-progress';
import { flyerErrorMessage } from './flyer-error';
import type { FlyerPaths } from './types';

export interface FlyerFormValues {
  volantinoName: string;
  volantinoStartDate: string;
  volantinoEndDate: string;
  volantinoImageUrl: File | null;
  volantinoPdfUrl: File | null;
}

export interface FlyerFormProps {
  /** The flyer being edited; absent on create, where both files are required. */
  flyer?: Flyer;
  /** The flyer's market; null blocks saving (the super admin has not chosen one yet). */
  marketId: EntityId | null;
  paths: FlyerPaths;
}

const v = messages.volantino.validation;
const KEEP_FILE_HINT = 'Lëreni bosh për të mbajtur skedarin aktual.';

/** Checks what the schemas cannot: the chosen files' kinds (spec section 5) and sizes. */
export function validateFlyerFiles(values: Pick<FlyerFormValues, 'volantinoImageUrl' | 'volantinoPdfUrl'>): FormikErrors<FlyerFormValues> {
  const errors: FormikErrors<FlyerFormValues> = {};
  const imageError = values.volantinoImageUrl && imageFileError(values.volantinoImageUrl, v.imageNotImage);
  const pdfError = values.volantinoPdfUrl && pdfFileError(values.volantinoPdfUrl, v.pdfNotPdf);
  if (imageError) errors.volantinoImageUrl = imageError;
  if (pdfError) errors.volantinoPdfUrl = pdfError;
  return errors;
}

export default function FlyerForm({ flyer, marketId, paths }: FlyerFormProps) {
  const creating = flyer === undefined;
  const save = useSaveAndReturn(paths.list);
  const upload = useUpload();
  const [error, setError] = useState<string | null>(null);

  const form = useFormik<FlyerFormValues>({
    initialValues: {
      volantinoName: flyer?.volantinoName ?? '',
      volantinoStartDate: flyer?.volantinoStartDate ?? '',
      volantinoEndDate: flyer?.volantinoEndDate ?? '',
      volantinoImageUrl: null,
      volantinoPdfUrl: null,
    },
    validationSchema: creating ? flyerCreateSchema : flyerEditSchema,
    validate: validateFlyerFiles,
    onSubmit: async (values) => {
      setError(null);
      if (marketId === null) {
        setError('Zgjidhni marketin e volantinos.');
        return;
      }
      const fields = {
        marketId: flyer?.marketId ?? marketId,
        volantinoName: values.volantinoName.trim(),
        volantinoStartDate: values.volantinoStartDate,
        volantinoEndDate: values.volantinoEndDate,
      };
      try {
        const done = await upload.run((options) =>
          creating
            ? // The schema made both files required, so both are there.
              createFlyer(fields, { image: values.volantinoImageUrl!, pdf: values.volantinoPdfUrl! }, options)
            : updateFlyer(flyer.volantinoId, fields, { image: values.volantinoImageUrl, pdf: values.volantinoPdfUrl }, options),
        );
        if (done) save.succeed(creating ? messages.volantino.createSuccess : messages.volantino.updateSuccess);
      } catch (reason) {
        if (!isSessionExpired(reason)) setError(flyerErrorMessage(reason));
      }
    },
  });

  const fieldError = (name: keyof FlyerFormValues) => (form.touched[name] ? (form.errors[name] as string | undefined) : undefined);
  const pickFile = (name: 'volantinoImageUrl' | 'volantinoPdfUrl') => (event: React.ChangeEvent<HTMLInputElement>) => {
    void form.setFieldValue(name, event.currentTarget.files?.[0] ?? null);
    void form.setFieldTouched(name, true, false);
  };

  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <TextField label="Emri i volantinos" required {...form.getFieldProps('volantinoName')} error={fieldError('volantinoName')} />
      <FileField
        label="Imazhi i volantinos"
        name="volantinoImageUrl"
        accept={IMAGE_ACCEPT}
        required={creating}
        hint={creating ? 'JPG, PNG, WebP ose GIF.' : KEEP_FILE_HINT}
        onChange={pickFile('volantinoImageUrl')}
        error={fieldError('volantinoImageUrl')}
      />
      <FileField
        label="PDF e volantinos"
        name="volantinoPdfUrl"
        accept={PDF_ACCEPT}
        required={creating}
        hint={creating ? 'Skedar PDF.' : KEEP_FILE_HINT}
        onChange={pickFile('volantinoPdfUrl')}
        error={fieldError('volantinoPdfUrl')}
      />
      <DateField label="Data e fillimit" required {...form.getFieldProps('volantinoStartDate')} error={fieldError('volantinoStartDate')} />
      <DateField label="Data e mbarimit" required {...form.getFieldProps('volantinoEndDate')} error={fieldError('volantinoEndDate')} />
      {upload.status}
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel={creating ? 'Krijo' : 'Ruaj ndryshimet'} saving={form.isSubmitting || save.saved} cancelHref={paths.list} cancelUpload={upload.cancel} />
    </AdminForm>
  );
}
