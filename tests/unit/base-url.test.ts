import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { baseUrl } from '@/lib/extension/shared/storage';
import { checkBaseUrl, originPattern, saveBaseUrl } from '@/lib/extension/views/base-url';

describe('checkBaseUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com', true],
    ['https://api.example.com/', 'https://api.example.com', true],
    ['  https://api.example.com/v1/  ', 'https://api.example.com/v1', true],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787', false],
    ['http://localhost:3000/', 'http://localhost:3000', false],
    ['https://localhost', 'https://localhost', false],
  ])('accepts %s as %s (permission prompt: %s)', (input, url, needsPermission) => {
    expect(checkBaseUrl(input)).toMatchObject({ ok: true, url, needsPermission });
  });

  it.each([
    ['', 'full address'],
    ['api.example.com', 'full address'],
    ['http://api.example.com', 'https://'],
    ['ftp://api.example.com', 'https://'],
    ['javascript:alert(1)', 'https://'],
    ['https://user:pw@api.example.com', 'user name'],
    ['https://api.example.com/?key=1', '?'],
  ])('refuses %j, saying why', (input, reason) => {
    expect(checkBaseUrl(input)).toEqual({ ok: false, reason: expect.stringContaining(reason) });
  });

  it('asks for the host, whatever the port', () => {
    expect(originPattern('https://api.example.com:8443')).toBe('https://api.example.com/*');
  });
});

describe('saveBaseUrl', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves a local address without asking the browser', async () => {
    const request = vi.fn();
    fakeBrowser.permissions.request = request as never;
    expect(await saveBaseUrl('http://localhost:8787/')).toEqual({
      ok: true,
      url: 'http://localhost:8787',
    });
    expect(request).not.toHaveBeenCalled();
    expect(await baseUrl.getValue()).toBe('http://localhost:8787');
  });

  it('asks for the origin and saves once it is granted', async () => {
    const request = vi.fn(async () => true);
    fakeBrowser.permissions.request = request as never;
    expect(await saveBaseUrl('https://api.example.com/')).toEqual({
      ok: true,
      url: 'https://api.example.com',
    });
    expect(request).toHaveBeenCalledWith({ origins: ['https://api.example.com/*'] });
    expect(await baseUrl.getValue()).toBe('https://api.example.com');
  });

  it('keeps the old address when the user declines', async () => {
    await baseUrl.setValue('http://localhost:8787');
    fakeBrowser.permissions.request = (async () => false) as never;
    const result = await saveBaseUrl('https://api.example.com');
    expect(result).toEqual({
      ok: false,
      reason: 'Sidelight needs your permission to reach https://api.example.com.',
    });
    expect(await baseUrl.getValue()).toBe('http://localhost:8787');
  });

  it('saves nothing that fails the check', async () => {
    expect((await saveBaseUrl('http://api.example.com')).ok).toBe(false);
    expect(await baseUrl.getValue()).toBe('');
  });
});
