import type { RoutePlugin } from '../types';

export const locationRoutes: RoutePlugin = async () => {};
