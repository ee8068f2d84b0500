import { expect, test } from './fixtures';

const local = (sw: import('@playwright/test').Worker, area: 'local' | 'sync') =>
  sw.evaluate((storageArea) => chrome.storage[storageArea].get(null), area);

test('the API key is saved in storage.local only, masked until revealed', async ({
  sw,
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  const field = options.getByLabel('API key');
  await field.fill('sk_live_secret');
  await expect(field).toHaveAttribute('type', 'password');
  await options.getByRole('button', { name: 'Show' }).click();
  await expect(options.getByLabel('API key')).toHaveAttribute('type', 'text');
  await options.getByRole('button', { name: 'Save key' }).click();
  await expect(options.getByText('Key saved on this device.')).toBeVisible();

  expect(await local(sw, 'local')).toMatchObject({ apiKey: 'sk_live_secret' });
  expect(await local(sw, 'sync')).toEqual({});

  // Reopened, the page shows the stored key, masked.
  const again = await openExtensionPage('options.html');
  await expect(again.getByLabel('API key')).toHaveValue('sk_live_secret');
  await expect(again.getByLabel('API key')).toHaveAttribute('type', 'password');
});

test('the base address must be https, except on this machine', async ({
  sw,
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  const field = options.getByLabel('API base address');
  const save = options.getByRole('button', { name: 'Save address' });

  await field.fill('http://api.example.com');
  await save.click();
  await expect(options.getByRole('status').nth(1)).toContainText('must start with https://');
  expect(await local(sw, 'local')).not.toHaveProperty('baseUrl');

  await field.fill('http://127.0.0.1:8787/');
  await save.click();
  await expect(options.getByText('Address saved.')).toBeVisible();
  expect(await local(sw, 'local')).toMatchObject({ baseUrl: 'http://127.0.0.1:8787' });
});

test("another origin waits for the browser's permission before it is saved", async ({
  sw,
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  await options.getByLabel('API base address').fill('https://api.example.com');
  await options.getByRole('button', { name: 'Save address' }).click();
  // Headless Chromium shows the prompt to nobody: the request stays open, and nothing is saved.
  await expect(options.getByRole('status').nth(1)).toContainText(
    "Allow Sidelight to reach https://api.example.com in the browser's prompt",
  );
  expect(await local(sw, 'local')).not.toHaveProperty('baseUrl');
});
