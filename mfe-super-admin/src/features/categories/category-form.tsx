import { useState } from 'react';
import { useFormik } from 'formik';
import { superAdminPaths, type CategoryValues } from '@ofertat/shared-api';
import { TextField } from '@ofertat/shared-ui/forms';
import { AdminForm, FormActions, FormFeedback, saveFailureText, useSaveAndReturn } from '@ofertat/admin-kit';

const listHref = superAdminPaths.categories.getHref();

export interface CategoryFormProps {
  initialName?: string;
  /** The create or update call. */
  save: (values: CategoryValues) => Promise<void>;
  successMessage: string;
  /** Shown when the server sends no message of its own. */
  failureMessage: string;
  submitLabel: string;
}

/** The category name form of the add and edit screens. No client validation (spec section 5). */
export function CategoryForm({ initialName = '', save: saveCategory, successMessage, failureMessage, submitLabel }: CategoryFormProps) {
  const save = useSaveAndReturn(listHref);
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<CategoryValues>({
    initialValues: { categoryName: initialName },
    onSubmit: async (values) => {
      setError(null);
      try {
        await saveCategory(values);
        save.succeed(successMessage);
      } catch (reason) {
        setError(saveFailureText(reason, failureMessage));
      }
    },
  });
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <TextField label="Emri i kategorisë" autoComplete="off" {...form.getFieldProps('categoryName')} />
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel={submitLabel} saving={form.isSubmitting || save.saved} cancelHref={listHref} />
    </AdminForm>
  );
}
