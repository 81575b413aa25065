import type { RoutePlugin } from '../types';

export const mailPreviewRoutes: RoutePlugin = async () => {};
