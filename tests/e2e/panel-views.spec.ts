/**
 * The panel at the side panel's width, as a designer checks it: nothing wider than the panel after
 * it was widened and narrowed again, and no dead end where the page's own value cannot serve.
 */
import { expect, openViewForPage, test } from './fixtures';

test('narrowed after it was wide, the panel is no wider than itself', async ({
  context,
  sw,
  extensionId,
}) => {
  const { view: panel } = await openViewForPage(
    context,
    sw,
    extensionId,
    'https://www.producthunt.com/',
  );
  await panel.setViewportSize({ width: 1280, height: 720 });
  const result = panel.getByRole('tabpanel').getByTestId('result');
  await expect(result).toContainText('Driftnote');
  await expect(result.getByRole('img', { name: /^Votes: Driftnote 742/ })).toBeVisible();
  await panel.setViewportSize({ width: 360, height: 720 });
  await expect
    .poll(() => panel.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
  // The chart stays at the size of the words around it.
  const chart = await result.getByRole('img', { name: /^Votes/ }).boundingBox();
  expect(chart?.width).toBeLessThanOrEqual(336);
});

test('a value the page gives that the endpoint cannot use is asked for in the form', async ({
  context,
  sw,
  extensionId,
}) => {
  // A company page whose markup did not say its numeric id: the jobs need it.
  const { view: panel } = await openViewForPage(
    context,
    sw,
    extensionId,
    'https://www.linkedin.com/company/microsoft/',
  );
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toContainText('Stripe');
  await panel.getByRole('tab', { name: 'Jobs …' }).click();
  const jobs = panel.getByRole('tabpanel');
  await expect(jobs.getByTestId('param-problem')).toHaveText(
    "Company ID must be the company's numeric id.",
  );
  const fetch = jobs.getByRole('button', { name: /^Fetch/ });
  await expect(fetch).toBeDisabled();
  await jobs.getByLabel(/^Company ID/).fill('1035');
  await expect(fetch).toHaveText('Fetch · free (demo data)');
  await fetch.click();
  await expect(jobs.getByTestId('result')).toContainText(
    'Software Engineer, Payments Infrastructure',
  );
});
