import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical WCAG 2.1 AA violations on the page, or in what the selector covers. */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .options({
      // Label in name (WCAG 2.5.3, a voice-control user says what they see) is still "experimental" in axe.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Only the violations are described node by node: the passes of a long list are thousands of nodes that
      // axe would otherwise serialise and send back on every page.
      resultTypes: ['violations'],
    })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (selector) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
