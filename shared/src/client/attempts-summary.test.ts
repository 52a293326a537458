import { describe, expect, it } from 'vitest';
import { attemptsSummary } from './attempts-summary';

describe('the attempts line (docs/SPEC.md section 2, the game page)', () => {
  it('counts the attempts left while playing', () => {
    expect(attemptsSummary([])).toBe('Remaining attempts: 3');
    expect(attemptsSummary([false, false])).toBe('Remaining attempts: 1');
  });

  it('names the winning attempt after a win', () => {
    expect(attemptsSummary([true])).toBe('Solved today on attempt 1');
    expect(attemptsSummary([false, false, true])).toBe('Solved today on attempt 3');
  });

  it('never says "Remaining attempts: 0": three misses end the day', () => {
    expect(attemptsSummary([false, false, false])).toBe('No attempts left today');
  });

  it("says a past puzzle's outcome without calling it today's", () => {
    expect(attemptsSummary([false, true], { practice: true })).toBe('Solved on attempt 2');
    expect(attemptsSummary([false, false, false], { practice: true })).toBe('No attempts left');
  });
});
