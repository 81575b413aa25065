import type { RoutePlugin } from '../types';

export const courseCategoryRoutes: RoutePlugin = async () => {};
