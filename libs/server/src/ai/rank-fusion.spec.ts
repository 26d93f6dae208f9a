import { reciprocalRankFusion } from './rank-fusion';

describe('reciprocalRankFusion', () => {
  it('sums 1/(k + rank) over the lists and sorts by fused score', () => {
    const fused = reciprocalRankFusion([
      ['a', 'b', 'c'],
      ['c', 'a', 'd'],
    ]);
    expect(fused.map((result) => result.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(fused[0].score).toBeCloseTo(1 / 61 + 1 / 62, 12);
    expect(fused[0].ranks).toEqual([1, 2]);
    expect(fused[3].ranks).toEqual([null, 3]);
  });

  it('honours k, weights, duplicates within a list, and breaks ties deterministically', () => {
    const weighted = reciprocalRankFusion([['x'], ['y']], { k: 1, weights: [1, 2] });
    expect(weighted.map((result) => [result.id, result.score])).toEqual([
      ['y', 1],
      ['x', 0.5],
    ]);
    expect(reciprocalRankFusion([['a', 'a', 'b']])[0].score).toBeCloseTo(1 / 61, 12);
    expect(reciprocalRankFusion([['b'], ['a']]).map((result) => result.id)).toEqual(['a', 'b']);
    expect(reciprocalRankFusion([])).toEqual([]);
  });
});
