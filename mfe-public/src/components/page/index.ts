export { MoreRow, Page, PageHeader, PageTitle, Section, SectionTitle } from './page';
