/**
 * The background's API service against the local fake of the service, for the tests of what is
 * built on it (Load all, batches): a fresh database and settings before each test, one fake per
 * file. The settings can be changed by a test (`suite.settings = …`).
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { sampleOf } from '@/lib/areas/samples';
import { createApiService, type ServiceSettings } from '@/lib/extension/background/api-service';
import { defaultApiSettings } from '@/lib/extension/shared/settings';
import { openStore, type SidelightDb } from '@/lib/store/db';
import { type FakeApi, type FakeApiOptions, startFakeApi } from '../fake-api/server';

export interface ServiceSuite {
  fake: FakeApi;
  db: SidelightDb;
  settings: ServiceSettings;
  /** A new API service over this test's database and settings. */
  service(): ReturnType<typeof createApiService>;
}

export function serviceSuite(options: FakeApiOptions = {}): ServiceSuite {
  const suite = {
    service: () =>
      createApiService({
        db: async () => suite.db,
        settings: async () => suite.settings,
        sample: async (id) => sampleOf(id),
      }),
  } as ServiceSuite;
  beforeAll(async () => {
    suite.fake = await startFakeApi(options);
  });
  afterAll(() => suite.fake.close());
  beforeEach(async () => {
    suite.fake.reset();
    globalThis.indexedDB = new IDBFactory();
    suite.db = await openStore();
    suite.settings = {
      apiKey: suite.fake.key,
      baseUrl: suite.fake.url,
      demo: false,
      api: { ...defaultApiSettings },
    };
    vi.spyOn(fakeBrowser.runtime, 'getPlatformInfo').mockResolvedValue({} as never);
  });
  return suite;
}
