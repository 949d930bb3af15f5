export { MoreRow, Page, PageHeader, PageTitle, Section, SectionTitle } from './page';
export { PlainList } from './plain-list';
export { TWO_UP_FIRST_ROW, TwoUpCardGrid } from './two-up-grid';
