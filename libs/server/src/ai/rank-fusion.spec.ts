import { diversifyBySource, reciprocalRankFusion } from './rank-fusion';

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
    // A tie goes to the earlier list's item, whatever the ids (a rebuilt site's passages get new ones).
    expect(reciprocalRankFusion([['b'], ['a']]).map((result) => result.id)).toEqual(['b', 'a']);
    expect(reciprocalRankFusion([['a'], ['b']]).map((result) => result.id)).toEqual(['a', 'b']);
    expect(
      reciprocalRankFusion([
        ['a', 'b'],
        ['b', 'a'],
      ]).map((result) => result.id),
    ).toEqual(['a', 'b']);
    expect(reciprocalRankFusion([])).toEqual([]);
  });
});

describe('diversifyBySource', () => {
  const ranked = ['a1', 'a2', 'a3', 'a4', 'b1', 'a5', 'c1'];
  const source = (id: string): string => id[0];

  it('keeps at most perSource items of one source while others have candidates', () => {
    expect(diversifyBySource(ranked, source, 5, 3)).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
  });

  it('fills the remaining places with the best of the rest, after the diverse ones', () => {
    expect(diversifyBySource(ranked, source, 6, 2)).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'a4']);
    expect(diversifyBySource(['a1', 'a2'], source, 4, 1)).toEqual(['a1', 'a2']);
  });
});
