import { describe, expect, it } from 'vitest';
import { GENERIC_ENTRY, matchTool, resolveTool, systemProfiles, TOOL_CATALOGUE, toolNameWords, type ToolCategory } from '../../../src/core/agent';

describe('tool risk catalogue', () => {
  describe.each(TOOL_CATALOGUE.map((e) => [e.category, e] as const))('%s', (category, entry) => {
    it.each(entry.knownTools)('its known tool %s resolves to it', (name) => {
      expect(matchTool(name).entry.category).toBe(category);
      expect(resolveTool(name, null)).toMatchObject({ source: 'system', profile: { category, risk_level: entry.riskLevel } });
    });

    it('has a description and at least one name pattern', () => {
      expect(entry.description.length).toBeGreaterThan(20);
      expect(entry.match.length).toBeGreaterThan(0);
    });
  });

  // Name variants a catalogue entry must recognise (camelCase, MCP prefixes, plurals), and the
  // near misses it must not claim.
  const VARIANTS: [string, ToolCategory][] = [
    ['runShellCommand', 'shell_exec'],
    ['mcp__desktop__execute_command', 'shell_exec'],
    ['python_repl', 'shell_exec'],
    ['stripe.create_payment_intent', 'payment'],
    ['sendMoney', 'payment'],
    ['refund_order', 'payment'],
    ['aws_secrets_manager_get', 'credential_access'],
    ['getApiKey', 'credential_access'],
    ['drop-collection', 'db_schema'],
    ['assign_roles', 'access_control'],
    ['fs/delete_file', 'file_delete'],
    ['deleteUser', 'db_write'],
    ['export_contacts_csv', 'user_record_export'],
    ['evaluateLoanApplication', 'decision'],
    ['git_push', 'deployment'],
    ['fetch_url', 'http_request'],
    ['postgres_query', 'db_query'],
    ['gmail.send_email', 'messaging'],
    ['getCustomerProfile', 'user_record_read'],
    ['filesystem/write_file', 'file_write'],
    ['open_url', 'web_browse'],
    ['query_table', 'db_read'],
    ['read_pdf', 'file_read'],
    ['tavily_search', 'search'],
    ['get_weather', 'utility'],
  ];
  it.each(VARIANTS)('%s → %s', (name, category) => {
    expect(matchTool(name).entry.category).toBe(category);
  });

  const NEAR_MISSES: [string, ToolCategory][] = [
    ['transfer_file', 'payment'],
    ['count_tokens', 'credential_access'],
    ['create_pull_request', 'http_request'],
    ['translate_text', 'messaging'],
    ['convert_currency', 'payment'],
    ['search_web', 'web_browse'],
  ];
  it.each(NEAR_MISSES)('%s is not %s', (name, category) => {
    expect(matchTool(name).entry.category).not.toBe(category);
  });

  it('takes the riskiest match: search_users reads user records, it is not a low-risk search', () => {
    expect(matchTool('search_users').entry.category).toBe('user_record_read');
  });

  it('falls back to the generic medium-risk profile for unknown names', () => {
    expect(matchTool('frobnicate_widget')).toEqual({ entry: GENERIC_ENTRY, matched: null });
    expect(resolveTool('frobnicate_widget', null)).toMatchObject({ source: 'generic', profile: { category: 'generic', risk_level: 'medium' } });
  });

  it('splits names into words, with singular forms of plurals', () => {
    expect([...toolNameWords('mcp__CRM.getUsersByIDs')]).toEqual(expect.arrayContaining(['mcp', 'crm', 'get', 'users', 'user', 'by', 'ids']));
  });

  it('lists every known tool once as a system profile', () => {
    const names = systemProfiles().map((p) => p.tool_name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(TOOL_CATALOGUE.reduce((n, e) => n + e.knownTools.length, 0));
  });
});
