import type { RoutePlugin } from '../types';

export const courseWeekRoutes: RoutePlugin = async () => {};
