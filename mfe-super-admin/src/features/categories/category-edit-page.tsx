import { fetchCategories, messages, updateCategory, type Category } from '@ofertat/shared-api';
import { AdminPage, isNotFoundError, ResourceView, useRouteResource } from '@ofertat/shared-ui';
import { CategoryForm } from './category-form';

class CategoryNotFound extends Error {}

// The API has no single-category read; the list is short and already cached by the server.
async function loadCategory(categoryId: number): Promise<Category> {
  const category = (await fetchCategories()).find((candidate) => candidate.categoryId === categoryId);
  if (!category) throw new CategoryNotFound();
  return category;
}

const loadFailureText = (error: unknown) =>
  error instanceof CategoryNotFound || isNotFoundError(error) ? messages.categories.notFound : messages.categories.loadFailure;

export function CategoryEditPage() {
  const category = useRouteResource('categoryId', loadCategory);
  return (
    <AdminPage title="Ndrysho kategorinë">
      <ResourceView resource={category} errorMessage={loadFailureText}>
        {(data) => (
          <CategoryForm
            initialName={data.categoryName}
            save={(values) => updateCategory(data.categoryId, values)}
            successMessage={messages.categories.updateSuccess}
            failureMessage={messages.generic.somethingWentWrongAl}
            submitLabel="Ruaj ndryshimet"
          />
        )}
      </ResourceView>
    </AdminPage>
  );
}
