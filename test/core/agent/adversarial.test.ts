import { describe, expect, it } from 'vitest';
import { CALL_RULES, catalogueEntry, resolveTool, scanToolResult, walkJson, type ToolCategory } from '../../../src/core/agent';
import { scanners, textLeaves, type CallFacts } from '../../../src/core/agent/rules/rule';

const SIZE = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);

/** Texts built to trip slow paths of the rules' regexes and walks. */
const ADVERSARIAL: [string, string][] = [
  ['rm flags without end', fill('rm -- -- -- -- ')],
  ['token-like runs', fill('eyJ-eyJ-')],
  ['DELETE without WHERE, repeated', fill('delete from x ')],
  ['one long word', 'a'.repeat(SIZE)],
  ['git push repeated', fill('git push ')],
  ['URL schemes without hosts', fill('http://')],
  ['@ everywhere', fill('aaaa@')],
  ['digits', '0'.repeat(SIZE)],
  ['PEM headers', fill('-----BEGIN ')],
  ['password assignments', fill('password=')],
  ['whitespace', ' '.repeat(SIZE)],
  ['SELECT * repeated', fill('select * from x ')],
  ['chmod and sudo', fill('chmod 7 sudo ')],
  ['curl without pipe', fill('curl x ')],
];

function facts(tool: string, params: Record<string, unknown>): CallFacts {
  const { profile } = resolveTool(tool, null);
  const walk = walkJson(params);
  const texts = textLeaves(walk);
  return {
    toolName: tool,
    profile,
    entry: catalogueEntry(profile.category as ToolCategory),
    walk,
    texts,
    domain: 'hr',
    deep: false,
    context: { goal: 'summarise the report', priorCalls: [] },
    allowedDomains: ['example.com'],
    amountLimit: 1000,
    ...scanners(texts, false, undefined, params),
  };
}

// Speed on these inputs is measured by `npm run bench -- agent`; a catastrophic regex would hang here
// until the test times out. The tests assert what the rules and the scan report.
describe('100 KB adversarial parameters and results', () => {
  it.each(ADVERSARIAL)('%s: every tool-call rule reports findings whose evidence is in the text', (_label, text) => {
    // One parameter per tool, where its rules look: commands, URLs, message bodies.
    for (const [tool, key] of [['execute_shell', 'command'], ['http_request', 'url'], ['send_email', 'body']]) {
      const f = facts(tool, { [key]: text });
      const findings = CALL_RULES.flatMap((r) => r.check(f));
      const ids = new Set(CALL_RULES.map((r) => r.id));
      for (const finding of findings) {
        expect(ids.has(finding.rule), finding.rule).toBe(true);
        expect(finding.explanation.length).toBeGreaterThan(0);
        expect(finding.evidence.length).toBeLessThan(500); // a label, never the 100 KB parameter
      }
    }
  });

  it.each(ADVERSARIAL)('%s: the tool-result scan (pii, injection) finds no injection in it', (_label, text) => {
    const scan = scanToolResult({ toolName: 't', raw: text.slice(0, 50_000), data: { a: text.slice(50_000) }, checks: ['pii', 'prompt_injection'], category: 'generic' });
    expect(scan.injection?.detected).toBe(false);
  });
});
