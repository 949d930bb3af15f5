export interface NavBarProps {
  /** Opens the search popup; without it 'Kërko' links to '/?search=1'. */
  onSearchClick?: () => void;
}
