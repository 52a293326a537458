import { describe, expect, it } from 'vitest';
import { featureGraph } from './feature-graph';

describe("the API's features, as the code imports them", () => {
  it('form no loop: no two feature folders reach each other', async () => {
    const { imports, largestLoop } = await featureGraph();
    expect(imports.size).toBeGreaterThan(20);
    expect(largestLoop).toHaveLength(1);
  }, 60_000);
});
