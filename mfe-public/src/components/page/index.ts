export { MoreRow, Page, PageHeader, PageTitle, Section, SectionTitle } from './page';
export { TwoUpCardGrid } from './two-up-grid';
