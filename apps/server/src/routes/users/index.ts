import type { RoutePlugin } from '../types';

export const userRoutes: RoutePlugin = async () => {};
