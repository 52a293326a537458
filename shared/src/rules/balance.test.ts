import { describe, expect, it } from 'vitest';
import { bwifBalanceLabel } from './balance';

describe('bwifBalanceLabel', () => {
  it('rounds to whole tokens with thousands separators', () => {
    expect(bwifBalanceLabel('5890000.6')).toBe('5,890,001');
    expect(bwifBalanceLabel('0')).toBe('0');
  });

  it('says N/A for a balance that is missing or not a number', () => {
    expect(bwifBalanceLabel(undefined)).toBe('N/A');
    expect(bwifBalanceLabel('')).toBe('N/A');
    expect(bwifBalanceLabel('unknown')).toBe('N/A');
  });
});
