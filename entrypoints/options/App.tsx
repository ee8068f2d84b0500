import { Header } from '@/components/Header';
import { ApiKeyField } from '@/components/settings/ApiKeyField';
import { AutomaticRefreshList } from '@/components/settings/AutomaticRefreshList';
import { BackupSection } from '@/components/settings/BackupSection';
import { BaseUrlField } from '@/components/settings/BaseUrlField';
import { DefaultsFields } from '@/components/settings/DefaultsFields';
import { HistorySection } from '@/components/settings/HistorySection';
import { KeyTest } from '@/components/settings/KeyTest';
import { LimitsFields } from '@/components/settings/LimitsFields';
import { ProblemsSection } from '@/components/settings/ProblemsSection';
import { SettingsTransfer } from '@/components/settings/SettingsTransfer';
import { SpendingSection } from '@/components/settings/SpendingSection';
import { StorageSection } from '@/components/settings/StorageSection';
import { WatchedSection } from '@/components/settings/WatchedSection';
import { batchPagePath, opensWelcome } from '@/lib/extension/shared/view-addresses';

const welcome = opensWelcome(location.search);

export function App() {
  return (
    <>
      <Header subtitle="Settings" />
      <main class="sl-options">
        {welcome && (
          <section class="sl-card" data-testid="welcome">
            <h2 class="sl-card__title">Welcome to Sidelight</h2>
            <p>
              Add your API key and the service's address below, or turn on demo data and try it
              right away:
            </p>
            <ol>
              <li>Open a YouTube video.</li>
              <li>
                Open the side panel (Alt+Shift+S, or the toolbar button then Open side panel).
              </li>
              <li>Copy its transcript from the toolbar button.</li>
            </ol>
          </section>
        )}
        <ApiKeyField />
        <BaseUrlField />
        <KeyTest />
        <DefaultsFields />
        <LimitsFields />
        <section class="sl-card" aria-labelledby="batch-title">
          <h2 class="sl-card__title" id="batch-title">
            Batches
          </h2>
          <p>
            Fetch many pages at once, any mix of platforms, with the price shown before anything is
            spent.{' '}
            <a href={batchPagePath()} target="_blank" rel="noopener">
              Open the batch page
            </a>
          </p>
        </section>
        <WatchedSection />
        <AutomaticRefreshList />
        <SpendingSection />
        <HistorySection />
        <StorageSection />
        <SettingsTransfer />
        <BackupSection />
        <ProblemsSection />
      </main>
    </>
  );
}
