/**
 * The public audit of a season's draw (issue 37 part 7): other features link to it by its address only. The
 * page itself is a route of its own, loaded when opened (app/router.tsx).
 */
export { seasonAuditPath } from './api';
