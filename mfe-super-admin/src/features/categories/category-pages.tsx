import { fetchCategories, superAdminPaths, type Category, type CategoryWithCount } from '@ofertat/shared-api';
import { createCategory, updateCategory } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminPage,
  CardActions,
  isNotFoundError,
  PagedCardList,
  ResourceView,
  useRouteResource,
  useSearchableList,
} from '@ofertat/admin-kit';
import { CategoryForm } from './category-form';

export function CategoryListPage() {
  const { resource: categories, pages } = useSearchableList<CategoryWithCount>(fetchCategories, [], (category, query) =>
    matchesSearchText(category.categoryName, query),
  );
  const addLink = <ButtonLink to={superAdminPaths.addCategory.getHref()}>Shto kategori</ButtonLink>;
  return (
    <AdminPage title="Kategoritë" actions={addLink}>
      <PagedCardList
        resource={categories}
        errorMessage={messages.categories.loadFailure}
        pages={pages}
        searchLabel="Kërko kategori"
        emptyMessage="Nuk ka ende kategori."
        emptyAction={addLink}
        minItemWidth={220}
        renderItem={(category) => (
          <AdminCard
            key={category.categoryId}
            title={category.categoryName}
            actions={<CardActions editHref={superAdminPaths.editCategory.getHref({ categoryId: category.categoryId })} />}
          >
            {/* The count the public search popup shows: products with a current offer. */}
            <p>{category.productCount} produkte në ofertë</p>
          </AdminCard>
        )}
      />
    </AdminPage>
  );
}

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
