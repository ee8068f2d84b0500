import { escapeRegExp } from '../url';
import type { DomResolver, DomResolvers } from './resolver';

const urn = /urn:li:(?:fsd_company|company|organization):(\d+)/;

/**
 * A company page's numeric id (the company jobs endpoint needs it). Sidebars list other
 * companies with their ids too: the id next to the page's own vanity name wins, then the first
 * in the main content.
 */
const numericCompanyId = (doc: Document, vanity: string): string | undefined => {
  const name = escapeRegExp(vanity);
  // Embedded JSON (in <code> blocks on signed-in pages): the urn beside "universalName":"NAME".
  const near = [
    new RegExp(`${urn.source}"[^{}]{0,400}?"universalName":"${name}"`, 'i'),
    new RegExp(`"universalName":"${name}"[^{}]{0,400}?${urn.source}`, 'i'),
  ];
  for (const block of doc.querySelectorAll('code, script[type="application/ld+json"], script')) {
    const text = block.textContent ?? '';
    if (!text.includes('urn:li:')) continue;
    for (const pattern of near) {
      const found = pattern.exec(text)?.[1];
      if (found) return found;
    }
  }
  const main = doc.querySelector('main') ?? doc.body;
  if (!main) return undefined;
  for (const element of main.querySelectorAll('[data-entity-urn], [data-urn]')) {
    const value = element.getAttribute('data-entity-urn') ?? element.getAttribute('data-urn') ?? '';
    const found = urn.exec(value)?.[1];
    if (found) return found;
  }
  return urn.exec(main.innerHTML)?.[1];
};

/** Adds `companyNumericId` to a company page's params when the page shows it. */
export const resolveLinkedinCompany: DomResolver = (doc, match) => {
  if (match.kind !== 'company' || !('params' in match)) return match;
  const vanity = match.params.companyId ?? '';
  const id = /^\d+$/.test(vanity) ? vanity : numericCompanyId(doc, vanity);
  return id ? { ...match, params: { ...match.params, companyNumericId: id } } : match;
};

export const linkedinResolvers: DomResolvers = { company: resolveLinkedinCompany };
