// The one door to react-router-dom, shared as its own federation singleton (`@ofertat/shared-ui/routing`), not as
// the router package: shared as a package, react-router-dom would ship whole (about 60 KB gzip, since any app might
// use any export); behind this list it ships only the declarative routing the product uses. Every app, and
// shared-ui itself, imports routing through the package name (never a relative path), or it would run a second
// router whose contexts the others cannot see (the webpack factory refuses react-router imports elsewhere). A
// remote that brings its own newer shared-ui still routes with the shell's router. Its exports change only in a
// major release.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  StaticRouter,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type InitialEntry,
  type LinkProps,
} from 'react-router-dom';
