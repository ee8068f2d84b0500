import { launchFirefox } from './firefox';
const firefox = await launchFirefox({ prefs: { 'dom.quotaManager.temporaryStorage.fixedLimit': 20 * 1024 } });
try {
  const result = await firefox.settings.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('probe', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('s');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const big = () => { const parts: string[] = []; const b = new Uint8Array(49152); for (let k = 0; k < 8; k++) { crypto.getRandomValues(b); parts.push(btoa(Array.from(b, (x) => String.fromCharCode(x)).join(''))); } return parts.join(''); };
    const log: string[] = [];
    for (let i = 0; i < 40; i++) {
      const outcome = await new Promise<string>((resolve) => {
        try {
        const tx = db.transaction('s', 'readwrite');
        const req = tx.objectStore('s').put(big(), i);
        let reqErr = '';
        req.onerror = () => { reqErr = `${req.error?.name}: ${req.error?.message}`; };
        tx.oncomplete = () => resolve('ok');
        tx.onabort = () => resolve(`abort req=[${reqErr}] tx=[${tx.error?.name}: ${tx.error?.message}]`);
        } catch (e) { resolve(`threw ${(e as Error).name}: ${(e as Error).message}`); }
      });
      if (outcome !== 'ok') { log.push(`${i}: ${outcome}`); if (log.length > 2) break; }
    }
    // After a failure: a small write, and a delete.
    const small = await new Promise<string>((resolve) => {
      try {
      const tx = db.transaction('s', 'readwrite');
      tx.objectStore('s').put('small', 'small');
      tx.oncomplete = () => resolve('small ok');
      tx.onabort = () => resolve(`small abort ${tx.error?.name}: ${tx.error?.message}`);
      } catch (e) { resolve(`small threw ${(e as Error).name}: ${(e as Error).message}`); }
    });
    const { usage, quota } = await navigator.storage.estimate();
    return { log, small, usage, quota };
  });
  console.log(JSON.stringify(result, null, 1));
} finally { await firefox.close(); }
