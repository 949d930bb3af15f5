// '@ofertat/shared-ui/forms': the form fields and the autocomplete field. A federated shared module of its own, apart
// from the design system's main entry, which every page loads at start: only screens with a form (the search page,
// the login, the admin areas) fetch these. They take the rest of the design system from the main entry.
export * from '../components/fields';
export * from '../components/autocomplete-field';
// The text search of lists with a search field (the autocomplete's suggestions, the admin lists, the job list).
export { matchesSearchText, normalizeSearchText, rankSearchMatches } from '../format/search-text';
