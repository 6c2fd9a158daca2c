import { DASHBOARD_JS_BUDGET_BYTES, recordScripts, summariseScripts } from '../scripts/bench/script-sizes';
import { demo, expect, loginThroughApi, test } from './fixtures';

// Issues 14 and 27: the signed-in dashboard's first load stays within its JavaScript budget (gzip,
// every script the page loads, measured as `npm run bench` measures it) for a patient and for a
// doctor (whose dashboard shows more), and the article editor is not among them. A size, not a
// time: the same build gives the same figure on any machine.
for (const role of ['patient', 'doctor'] as const) {
  test(`the ${role}'s dashboard loads at most ${DASHBOARD_JS_BUDGET_BYTES / 1024} KB of JavaScript (gzip), without the editor`, async ({ page }) => {
    await loginThroughApi(page, demo[role]);
    const scripts = recordScripts(page);
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/dashboard$/);
    const summary = summariseScripts(await scripts.collect());
    const report = `${(summary.gzipBytes / 1024).toFixed(1)} KB in ${summary.files} scripts; largest: ${summary.largest.map((f) => `${f.file} ${(f.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`;
    console.log(`${role}'s dashboard first-load JavaScript: ${report}`);
    expect(summary.files).toBeGreaterThan(0);
    expect(summary.gzipBytes, report).toBeLessThan(DASHBOARD_JS_BUDGET_BYTES);
    expect(summary.editorLoaded, summary.paths.join(', ')).toBe(false);
  });
}
