import { useParams } from 'react-router-dom';
import { fetchCategories, messages, updateCategory, type Category } from '@ofertat/shared-api';
import { AdminPage, parseRouteId, ResourceView, useResource } from '@ofertat/shared-ui';
import { CategoryForm } from './category-form';

class CategoryNotFound extends Error {}

// The API has no single-category read; the list is short and already cached by the server.
async function loadCategory(categoryId: number | null): Promise<Category> {
  const category = (await fetchCategories()).find((candidate) => candidate.categoryId === categoryId);
  if (!category) throw new CategoryNotFound();
  return category;
}

const loadFailureText = (error: unknown) => (error instanceof CategoryNotFound ? messages.categories.notFound : messages.categories.loadFailure);

export function CategoryEditPage() {
  const categoryId = parseRouteId(useParams().categoryId);
  const category = useResource(() => loadCategory(categoryId), [categoryId]);
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
