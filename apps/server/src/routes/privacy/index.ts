import type { RoutePlugin } from '../types';

export const privacyRoutes: RoutePlugin = async () => {};
