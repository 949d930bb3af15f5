import { createCategory, messages } from '@ofertat/shared-api';
import { AdminPage } from '@ofertat/shared-ui';
import { CategoryForm } from './category-form';

export function CategoryCreatePage() {
  return (
    <AdminPage title="Shto kategori">
      <CategoryForm
        save={createCategory}
        successMessage={messages.categories.createSuccess}
        failureMessage={messages.generic.somethingWentWrongAl}
        submitLabel="Shto"
      />
    </AdminPage>
  );
}
