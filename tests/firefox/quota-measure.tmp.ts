import { requestPortName } from '../../lib/extension/messaging';
import { startFakeApi } from '../fake-api/server';
import { commentLines } from '../bench/quota';
import { launchFirefox } from './firefox';

const variants: [string, Parameters<typeof launchFirefox>[0]][] = [
  ['quota', {}],
  ['unlimitedStorage', { build: '/tmp/quota-measure/ff-unlimited' }],
  ['fixedLimit 20 MB', { prefs: { 'dom.quotaManager.temporaryStorage.fixedLimit': 20 * 1024 } }],
  ['fixedLimit 20 MB + unlimitedStorage', { build: '/tmp/quota-measure/ff-unlimited', prefs: { 'dom.quotaManager.temporaryStorage.fixedLimit': 20 * 1024 } }],
];
const only = process.argv[2];
for (const [label, options] of variants) {
  if (only && !label.startsWith(only)) continue;
  const firefox = await launchFirefox(options);
  const fake = await startFakeApi();
  try {
    const page = firefox.settings;
    await page.evaluate((baseUrl, apiKey) => browser.storage.local.set({ baseUrl, apiKey }), fake.url, fake.key);
    const estimate = () => page.evaluate(async () => {
      const { quota = 0, usage = 0 } = await navigator.storage.estimate();
      return { quota, usage, persisted: await navigator.storage.persisted() };
    });
    const ask = (type: string, data: unknown) => page.evaluate(async (kind, payload, portName) => {
      const answer = await new Promise<any>((resolve, reject) => {
        const port = browser.runtime.connect({ name: portName });
        port.onMessage.addListener((reply: unknown) => { port.disconnect(); resolve(reply); });
        port.onDisconnect.addListener(() => reject(new Error('Disconnected')));
        port.postMessage({ sidelight: 1, type: kind, data: payload });
      });
      if ('error' in answer) throw new Error(answer.error);
      return answer.ok;
    }, type, data, requestPortName);
    const before = await estimate();
    console.log(label, 'fresh', JSON.stringify(before));
    const t = Date.now();
    const started = await ask('startBatch', { rows: commentLines(1000), cap: 1_000_000, concurrency: 10 });
    let state: any;
    for (;;) {
      state = await ask('batchState', { batchId: started.batch.id });
      if (state && !state.batch.running) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const after = await estimate();
    console.log(label, 'batch', JSON.stringify({ done: state.batch.done, ended: state.batch.ended, ms: Date.now() - t }), 'after', JSON.stringify(after), 'taken MB', ((after.usage - before.usage) / 1048576).toFixed(2));
  } finally {
    await fake.close();
    await firefox.close();
  }
}
