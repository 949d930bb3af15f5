// The one door to react-router-dom. Only @ofertat/shared-ui is shared between the apps, not the router package:
// shared as a package, react-router-dom would ship whole (about 60 KB gzip, since any app might use any export);
// behind this list it ships only the declarative routing the product uses. Every app must import routing from
// here, or it would run a second router whose contexts the others cannot see (the webpack factory refuses such
// an import).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type InitialEntry,
  type LinkProps,
} from 'react-router-dom';
