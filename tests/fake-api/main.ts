/** `npm run fake-api`: the local fake of the service, for development and manual testing. */
import { startFakeApi } from './server';

const port = Number(process.env.PORT ?? 8787);
// PATHS=platform speaks the platforms' names (/youtube/…) as the real service does; PATHS=both, either.
const styles = ['contract', 'platform', 'both'] as const;
const pathStyle = styles.find((style) => style === process.env.PATHS) ?? 'contract';
const fake = await startFakeApi({
  port,
  latency: process.env.LATENCY === 'realistic' ? 'realistic' : {},
  pathStyle,
});
console.log(`Fake Sidelight API at ${fake.url} (path names: ${pathStyle})`);
console.log(`Test key: ${fake.key}`);
console.log('Set both in the options page. Ctrl+C stops it.');
console.log(
  `Faults: curl -X POST ${fake.url}/__fake/faults -d '{"respond":{"status":429,"body":{"error":"Rate limit"},"headers":{"retry-after":"30"}}}'`,
);
console.log(
  `Also: POST /__fake/reset, POST /__fake/balance {"key","credits"}, GET /__fake/requests`,
);
