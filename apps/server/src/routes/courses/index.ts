import type { RoutePlugin } from '../types';

export const courseRoutes: RoutePlugin = async () => {};
