import { describe, expect, it } from 'vitest';
import { bwifBalanceLabel } from './balance';

describe('bwifBalanceLabel', () => {
  it("rounds to whole tokens with the language's separators", () => {
    expect(bwifBalanceLabel('5890000.6', 'en')).toBe('5,890,001');
    expect(bwifBalanceLabel('5890000.6', 'es')).toBe('5.890.001');
    expect(bwifBalanceLabel('0', 'en')).toBe('0');
  });

  it('is null for a balance that is missing or not a number', () => {
    expect(bwifBalanceLabel(undefined, 'en')).toBeNull();
    expect(bwifBalanceLabel('', 'en')).toBeNull();
    expect(bwifBalanceLabel('unknown', 'en')).toBeNull();
  });
});
