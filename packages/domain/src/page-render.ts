import type { Language } from './language';

/**
 * What the server gives the web app's renderer of the public pages (apps/web/src/entry-server.tsx) for one
 * page, and gets back: the two sides of a server-rendered page (decision 016).
 */
export interface PageRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  language: Language;
  /** The built index.html: the rendered page goes into it. */
  template: string;
  /** An API GET of this server (path and query), answered exactly as the phone's own request would be. */
  get(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }>;
}

/** The whole document of a public page, or null when the address is none the server renders or its data failed. */
export type RenderPage = (request: PageRenderRequest) => Promise<string | null>;

/**
 * The address a public page is rendered and kept under: its path and only the parameters it reads, so the
 * links' tracking parameters (`fbclid`, ...) do not each cost a render. Null for an address the renderer does
 * not render.
 */
export type PublicPageAddress = (url: string) => string | null;
