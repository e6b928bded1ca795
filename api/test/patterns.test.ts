import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../src/domain/index.js';

// Patterns run on what clients send (e-mails, tokens, codes): one that backtracks lets a single long request
// freeze the server for every visitor. `npm run lint` holds every pattern in the tree to the backtracking rules.
const repoRoot = resolve(import.meta.dirname, '../..');
// A plain module beside the domain rules: the rules that matter here need no type information, so no program is built.
const checkedFile = resolve(repoRoot, 'api/src/domain/pattern-check.mjs');
const BACKTRACKING_RULES = ['regexp/no-super-linear-backtracking', 'regexp/no-super-linear-move'];

async function backtrackingFindings(pattern: string) {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(`export const PATTERN = ${pattern};\n`, { filePath: checkedFile });
  return result.messages.filter((message) => BACKTRACKING_RULES.includes(message.ruleId ?? ''));
}

describe('patterns applied to outside input', () => {
  it('lint reports a pattern whose parts can take the same characters', async () => {
    const findings = await backtrackingFindings(String.raw`/^\S+@\S+\.\S+$/`);
    expect(findings.map((finding) => finding.ruleId)).toContain('regexp/no-super-linear-backtracking');
  }, 60_000);

  it('the e-mail pattern passes the backtracking rules', async () => {
    expect(await backtrackingFindings(String(EMAIL_PATTERN))).toEqual([]);
  }, 60_000);

  it('the e-mail pattern keeps the docs/product.md section 5 rule: non-space, @, non-space, dot, non-space', () => {
    // The rule as docs/product.md words it, checked against every string of up to 7 characters from an alphabet with
    // each kind of character the rule tells apart.
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- the reference, run here on short strings only
    const spec = /^\S+@\S+\.\S+$/;
    const alphabet = ['a', '@', '.', ' '];
    let strings = [''];
    for (let length = 1; length <= 7; length++) {
      strings = strings.flatMap((prefix) => alphabet.map((character) => prefix + character));
      const disagreements = strings.filter((value) => spec.test(value) !== EMAIL_PATTERN.test(value));
      expect(disagreements).toEqual([]);
    }
    expect(EMAIL_PATTERN.test('renter@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('renter@example')).toBe(false);
    expect(EMAIL_PATTERN.test('renter @example.com')).toBe(false);
  });
});
