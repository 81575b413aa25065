/**
 * The wish lists' public module (issue 37 part 2): the family page's links to them. The page itself is a route
 * of its own, loaded when opened (app/router.tsx); public pages link to it by its address only.
 */
export { OpenSeasons } from './OpenSeasons';
export { wishListPath } from './api';
