import { useEffect, useState } from 'preact/hooks';
import { useKept } from '@/components/useKept';
import type { PathStyleSetting } from '@/lib/extension/shared/settings-schema';
import { baseUrl, pathStyle, preferences, styleFor } from '@/lib/extension/shared/storage';
import { reportProblem } from '@/lib/extension/views/problems';
import { savedKey, useSavedKey } from './ApiKeyField';
import { addressSaved } from './BaseUrlField';

/** What a test's answer depends on: the key, the address and the demo data box, as stored. */
export interface Setup {
  key: string;
  address: string;
  demoData: boolean;
}

export const sameSetup = (a: Setup, b: Setup) =>
  a.key === b.key && a.address === b.address && a.demoData === b.demoData;

/**
 * What the address's path style is, for the current address: found, chosen or not known; and the
 * setup a test answers for. Read again when this page or another changes the key, the address,
 * the box or the style (not from a storage listener: Firefox logs an error for each one still
 * registered when the page unloads).
 */
export function useAddressStyle() {
  const [key, setKey] = useSavedKey();
  const [address, setAddress] = useState<string | undefined>(undefined);
  const [demoData, setDemoData] = useState<boolean | undefined>(undefined);
  const [setting, setSetting] = useState<PathStyleSetting | null>(null);
  const read = () =>
    void Promise.all([baseUrl.getValue(), preferences.getValue(), pathStyle.getValue()])
      .then(([base, prefs, style]) => {
        setAddress(base);
        setDemoData(prefs.demoData);
        setSetting(style);
      })
      .catch(reportProblem('readingSettings'));
  useEffect(() => {
    read();
    addressSaved.addEventListener('saved', read);
    return () => addressSaved.removeEventListener('saved', read);
  }, []);
  useKept('settings', read);
  const setup: Setup | undefined =
    key === undefined || address === undefined || demoData === undefined
      ? undefined
      : { key: key.trim(), address, demoData };
  /**
   * The setup as stored at this moment, for a test pressed right after a save (before the news
   * of it reaches this page): what the test says is held against what it really tested.
   */
  const readNow = async (): Promise<Setup> => {
    const [now, base, prefs] = await Promise.all([
      savedKey(),
      baseUrl.getValue(),
      preferences.getValue(),
    ]);
    setKey(now);
    setAddress(base);
    setDemoData(prefs.demoData);
    return { key: now.trim(), address: base, demoData: prefs.demoData };
  };
  return {
    address,
    setup,
    known: address === undefined ? undefined : styleFor(setting, address),
    read,
    readNow,
  };
}
