import { expect, test } from '@playwright/test';
import { seriousAxeViolationsNow } from './support';

// The accessibility checks of the other specs go through this helper: it must still see a real
// defect, and must not report an element that leaves while axe reads the page (a toast closing
// by its own timer).

const PAGE = `<!doctype html><html lang="en"><head><title>Axe helper</title></head><body>
<main><h1>Axe helper</h1>
<p id="faint" style="color:#bbb;background:#fff">Text too faint to read</p>
<p id="leaving" style="color:#ccc;background:#fff">A toast about to go</p>
</main></body></html>`;

test('the axe helper reports a lasting defect and not an element that leaves meanwhile', async ({
  page,
}) => {
  await page.setContent(PAGE);
  // The faint toast goes the moment axe's first reading of the page is done.
  await page.evaluate(() => {
    const watch = setInterval(() => {
      const axe = (window as { axe?: { runPartial?: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      if (!axe?.runPartial) return;
      clearInterval(watch);
      const read = axe.runPartial.bind(axe);
      axe.runPartial = async (...args) => {
        const result = await read(...args);
        document.getElementById('leaving')?.remove();
        document.body.dataset.leftAfterFirstReading = 'yes';
        return result;
      };
    }, 0);
  });

  const findings = await seriousAxeViolationsNow(page, 'test page');

  // It was there for the first reading, and is not reported; the faint text is.
  await expect(page.locator('body')).toHaveAttribute('data-left-after-first-reading', 'yes');
  expect(findings).toEqual(['test page: color-contrast (#faint)']);
});
