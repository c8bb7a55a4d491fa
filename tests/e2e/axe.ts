// axe-core in the real page: the rules of WCAG 2.1 A and AA, and only the findings axe rates
// serious or critical, which the project treats as defects (issue 12, "Accessibility").
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined')))
    // Evaluated through the DevTools protocol: the page's Content-Security-Policy refuses an
    // inline <script> (addScriptTag), which is what it is there for.
    await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  });
}
