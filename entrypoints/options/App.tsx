import { Header } from '@/components/Header';
import { ApiKeyField } from '@/components/settings/ApiKeyField';
import { BaseUrlField } from '@/components/settings/BaseUrlField';

export function App() {
  return (
    <>
      <Header subtitle="Settings" />
      <main class="sl-options">
        <ApiKeyField />
        <BaseUrlField />
      </main>
    </>
  );
}
