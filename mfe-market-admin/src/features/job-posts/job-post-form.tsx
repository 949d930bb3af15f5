import { useState } from 'react';
import { useFormik } from 'formik';
import { adminPaths, type JobPost } from '@ofertat/shared-api';
import { createJobPost, updateJobPost } from '@ofertat/shared-api/admin';
import { jobPostSchema, messages } from '@ofertat/shared-api/validation';
import { CheckboxField, TextAreaField, TextField } from '@ofertat/shared-ui/forms';
import { AdminForm, FormActions, FormFeedback, saveFailureText, useSaveAndReturn } from '@ofertat/admin-kit';

interface JobPostFormValues {
  jobTitle: string;
  jobDescription: string;
  active: boolean;
}

interface JobPostFormProps {
  marketId: string;
  /** The post being edited; absent on create (a new post is active). */
  jobPost?: JobPost;
}

/** Title and description (required), and on edit the active checkbox. */
export function JobPostForm({ marketId, jobPost }: JobPostFormProps) {
  const listHref = adminPaths.jobPosts.getHref();
  const save = useSaveAndReturn(listHref);
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<JobPostFormValues>({
    initialValues: {
      jobTitle: jobPost?.jobTitle ?? '',
      jobDescription: jobPost?.jobDescription ?? '',
      active: jobPost?.active ?? true,
    },
    validationSchema: jobPostSchema,
    onSubmit: async (values) => {
      setError(null);
      const fields = { jobTitle: values.jobTitle.trim(), jobDescription: values.jobDescription.trim(), marketId: Number(marketId) };
      try {
        if (jobPost) {
          await updateJobPost(jobPost.jobPostId, { ...fields, active: values.active });
          save.succeed(messages.jobPosts.updateSuccess);
        } else {
          await createJobPost(fields);
          save.succeed(messages.jobPosts.createSuccess);
        }
      } catch (reason) {
        setError(saveFailureText(reason, messages.generic.createError));
      }
    },
  });
  const fieldError = (name: 'jobTitle' | 'jobDescription') => (form.touched[name] ? form.errors[name] : undefined);
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <TextField label="Titulli" required {...form.getFieldProps('jobTitle')} error={fieldError('jobTitle')} />
      <TextAreaField label="Përshkrimi" required rows={8} {...form.getFieldProps('jobDescription')} error={fieldError('jobDescription')} />
      {jobPost && <CheckboxField label="Aktiv (shfaqet te Njoftime)" {...form.getFieldProps({ name: 'active', type: 'checkbox' })} />}
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel={jobPost ? 'Ruaj ndryshimet' : 'Publiko njoftimin'} saving={form.isSubmitting || save.saved} cancelHref={listHref} />
    </AdminForm>
  );
}
