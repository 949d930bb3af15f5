import { fetchCategories, messages, superAdminPaths, type CategoryWithCount } from '@ofertat/shared-api';
import { AdminCard, AdminPage, ButtonLink, CardActions, matchesSearchText, PagedCardList, useSearchableList } from '@ofertat/shared-ui';

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
