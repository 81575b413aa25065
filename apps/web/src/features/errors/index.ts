/** The error pages other features show (a record that is not there, a page the user may not open). */
export { ForbiddenPage } from './ForbiddenPage';
export { NotFoundPage } from './NotFoundPage';
export { RouteError, RouteErrorBoundary } from './RouteError';
