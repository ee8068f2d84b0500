/**
 * A record every area's folder may give for its endpoints by name (views.ts, figures.ts),
 * gathered by the bundler's glob into one map by endpoint id.
 */

/** The glob's modules (`./<area>/<file>.ts` → the export) by endpoint id: `<area>.<name>`. */
export function byEndpointId<T>(
  modules: Record<string, Record<string, T> | undefined>,
  file: string,
  exported: string,
): Map<string, T> {
  return new Map(
    Object.entries(modules).flatMap(([path, records]) => {
      const area = /([^/]+)\/[^/]+\.ts$/.exec(path)?.[1] ?? '';
      // Said here, or every page fails to load with an error that names no file.
      if (!records) throw new Error(`lib/areas/${area}/${file} exports no \`${exported}\``);
      return Object.entries(records).map(([name, record]) => [`${area}.${name}`, record] as const);
    }),
  );
}
