import type { RoutePlugin } from '../types';

export const courseTypeRoutes: RoutePlugin = async () => {};
