import { describe, expect, it } from 'vitest';
import { policySettings } from '../../../core/policy/policy-settings';
import { POLICY_FIELDS } from '../../../core/policy/policy-fields';
import { defaultPolicy, parsePolicy } from '../../../core/policy/store-policy';

describe('the policy as the console shows it', () => {
  it('shows every variable once, in Spanish, each value as written in POLICY.md', () => {
    const shown = policySettings(defaultPolicy, new Set());
    expect(shown.map((s) => s.variable).sort()).toEqual(Object.keys(POLICY_FIELDS).sort());
    const byName = new Map(shown.map((s) => [s.variable, s]));
    expect(byName.get('FREE_SHIPPING_THRESHOLD')).toEqual({
      variable: 'FREE_SHIPPING_THRESHOLD',
      label: 'Envío gratis desde',
      value: '$ 4.000.000',
      source: 'default',
    });
    expect(byName.get('CONTRAENTREGA_SURCHARGE')?.value).toBe('5 %');
    expect(byName.get('PERCENTAGE_TO_GIFT')?.value).toBe('7 %');
    expect(byName.get('LOYALTY_DIAMANTE_POINTS')?.value).toBe('10.000 puntos');
    expect(byName.get('WITHDRAWAL_BUSINESS_DAYS')?.value).toBe('5 días hábiles');
  });

  it('says which values the environment set', () => {
    const policy = parsePolicy({ FREE_SHIPPING_THRESHOLD: '250000' });
    if (!policy.ok) throw new Error(policy.error.message);
    const shown = policySettings(policy.value, new Set(['FREE_SHIPPING_THRESHOLD']));
    expect(shown.find((s) => s.variable === 'FREE_SHIPPING_THRESHOLD')).toMatchObject({
      value: '$ 250.000',
      source: 'environment',
    });
    expect(shown.filter((s) => s.source === 'environment')).toHaveLength(1);
  });
});
