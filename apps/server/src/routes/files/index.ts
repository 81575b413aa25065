import type { RoutePlugin } from '../types';

/** Stored files: upload and download (being built). */
export const fileRoutes: RoutePlugin = async () => {};
