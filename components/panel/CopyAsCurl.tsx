import { useState } from 'preact/hooks';
import { useStored } from '@/components/useStored';
import { addressVariable, curlCommand, keyVariable } from '@/lib/api/curl';
import type { Endpoint } from '@/lib/api/endpoint';
import { styleFor } from '@/lib/extension/shared/storage';
import { storedBaseUrl, storedPathStyle } from '@/lib/extension/shared/stored-writes';

/**
 * Beside an answer's JSON: the call that made it as a curl command, its address, parameters and
 * headers as sent, with the key left to the shell ($SIDELIGHT_API_KEY): the key itself is never
 * read here.
 */
export function CopyAsCurl({
  endpoint,
  params,
}: {
  endpoint: Endpoint;
  params: Record<string, unknown>;
}) {
  const base = useStored(storedBaseUrl).value;
  const style = useStored(storedPathStyle).value;
  const [copied, setCopied] = useState('');
  if (base === undefined || style === undefined) return null;
  const known = styleFor(style, base);
  const command = curlCommand(endpoint, params, {
    baseUrl: base,
    ...(known ? { pathStyle: known.style } : {}),
  });
  return (
    <div class="sl-actions">
      <button
        type="button"
        class="sl-button"
        onClick={async () => {
          await navigator.clipboard.writeText(command);
          setCopied(
            `Copied the call as curl. Set ${keyVariable} to your key in the terminal first${base === '' ? `, and ${addressVariable} to the service's address` : ''}.`,
          );
        }}
      >
        Copy as curl
      </button>
      {copied && (
        <span class="sl-muted" role="status" data-testid="curl-copied">
          {copied}
        </span>
      )}
    </div>
  );
}
