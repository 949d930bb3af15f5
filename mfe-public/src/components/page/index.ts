export { MoreRow, Page, PageHeader, PageTitle, Section, SectionTitle } from './page';
export { PlainList } from './plain-list';
export { TwoUpCardGrid } from './two-up-grid';
