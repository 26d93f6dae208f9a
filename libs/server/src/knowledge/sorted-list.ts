/** Position of `value` in the first `length` entries of an ascending list, or -1; binary search. */
export function indexOfSorted(list: ArrayLike<number>, value: number, length = list.length): number {
  let low = 0;
  let high = length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const found = list[middle];
    if (found === value) return middle;
    if (found < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
