// docs/contract.md "Spanish pages": every message the renter pages show has a Spanish translation. The English
// catalog is what extraction found in web/src (`npx lingui extract`); each of its ids must be in the Spanish catalog
// with a translation that is not empty, and the shared domain texts must still read as their constants.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DOMAIN_MESSAGES } from '../lib/domainText';
import { COMMON_FEE_NAMES } from '../lib/domain';
import { messages as spanish } from './es/messages.po';

/** The entries of a PO catalog (Lingui's format: one line per msgid and msgstr), header left out. */
function entries(file: string): Map<string, string> {
  const text = readFileSync(new URL(file, import.meta.url), 'utf8');
  const found = new Map<string, string>();
  for (const match of text.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const id = JSON.parse(match[1]) as string;
    if (id !== '') found.set(id, JSON.parse(match[2]) as string);
  }
  return found;
}

describe('the Spanish catalog', () => {
  const english = entries('./en/messages.po');
  const translated = entries('./es/messages.po');

  it('lists the messages extraction found', () => {
    expect(english.size).toBeGreaterThan(50);
    expect(english.has('All Apartments SATX')).toBe(true);
  });

  it('translates every message id, none empty', () => {
    const missing = [...english.keys()].filter((id) => !translated.get(id)?.trim());
    expect(missing).toEqual([]);
    const stale = [...translated.keys()].filter((id) => !english.has(id));
    expect(stale).toEqual([]);
  });

  it('renders a translation with its placeholders', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: spanish } });
    const [page, pageCount] = [2, 5];
    expect(i18n._(msg`Page ${page} of ${pageCount}`)).toBe('Página 2 de 5');
  });

  it('keeps each shared domain text as its constant', () => {
    for (const [english, message] of Object.entries(DOMAIN_MESSAGES)) expect(message.message).toBe(english);
  });

  it('words every fee name the fees editor suggests', () => {
    for (const name of COMMON_FEE_NAMES) expect(Object.keys(DOMAIN_MESSAGES)).toContain(name);
  });
});
