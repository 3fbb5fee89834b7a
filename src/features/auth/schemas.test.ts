import { describe, expect, it } from 'vitest';
import { parseRoleRules } from './schemas';

describe('parseRoleRules', () => {
  it('reads an empty value as no rules', () => {
    expect(parseRoleRules(null)).toEqual({ ok: true, rules: [] });
    expect(parseRoleRules('  ')).toEqual({ ok: true, rules: [] });
  });

  it('reads a list of action and subject rules', () => {
    expect(
      parseRoleRules('[{"action":"manage","subject":["송무팀","컨텐츠관리"]},{"action":"manage","subject":"관리자","inverted":true}]'),
    ).toEqual({
      ok: true,
      rules: [
        { action: 'manage', subject: ['송무팀', '컨텐츠관리'] },
        { action: 'manage', subject: '관리자', inverted: true },
      ],
    });
  });

  it.each([
    ['not JSON', '{manage'],
    ['an object, not a list', '{"action":"manage","subject":"관리자"}'],
    ['a rule without a subject', '[{"action":"manage"}]'],
    ['one bad rule among good ones', '[{"action":"manage","subject":"송무팀"},{"action":1,"subject":"관리자"}]'],
    ['conditions, which we do not accept', '[{"action":"manage","subject":"송무팀","conditions":{"id":1}}]'],
  ])('rejects %s as a whole, with a Korean message', (_label, text) => {
    const result = parseRoleRules(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/역할 규칙/);
  });
});
