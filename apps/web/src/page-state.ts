import type { Language, Messages } from '@app/domain';
import type { QueryKey } from '@tanstack/react-query';

/** What a server-rendered page carries for its hydration (entry-server.tsx, main.tsx): nothing is asked for twice. */
export interface PageState {
  language: Language;
  /** The public pages' texts of the page's language. */
  texts: Partial<Messages>;
  /** The queries the page was rendered with, and their data. */
  queries: [QueryKey, unknown][];
}

/** The state of a page the server rendered, or null for a page the phone renders itself. */
export function readPageState(): PageState | null {
  const element = document.getElementById('page-state');
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
}
