import { indexOfSorted, intersectSorted, kthLargest } from './number-lists';

describe('number lists', () => {
  it('finds a value in an ascending list, or says it is absent', () => {
    const list = Int32Array.from([2, 3, 5, 8, 13, 21]);
    expect(indexOfSorted(list, 8)).toBe(3);
    expect(indexOfSorted(list, 9)).toBe(-1);
    expect(indexOfSorted(list, 21, 5)).toBe(-1);
  });

  it('intersects ascending lists', () => {
    expect(intersectSorted([[1, 3, 5, 7, 9], Int32Array.from([3, 4, 5, 9, 10]), [0, 3, 9]])).toEqual([3, 9]);
    expect(
      intersectSorted([
        [1, 2],
        [3, 4],
      ]),
    ).toEqual([]);
    expect(intersectSorted([])).toEqual([]);
  });

  it('finds the k-th largest value as a full sort would', () => {
    const values = Array.from({ length: 1000 }, (_, index) => Math.sin(index * 12.9898) * 43758.5453);
    const sorted = [...values].sort((left, right) => right - left);
    for (const k of [1, 2, 30, 500, 1000])
      expect(kthLargest(Float64Array.from(values), k)).toBe(sorted[k - 1]);
  });
});
