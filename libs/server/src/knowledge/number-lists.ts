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

/** The k-th largest value (k from 1); reorders `values`. Hoare's quickselect, expected linear time. */
export function kthLargest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  const target = k - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1];
    let left = low;
    let right = high;
    while (left <= right) {
      while (values[left] > pivot) left += 1;
      while (values[right] < pivot) right -= 1;
      if (left <= right) {
        const swap = values[left];
        values[left] = values[right];
        values[right] = swap;
        left += 1;
        right -= 1;
      }
    }
    if (target <= right) high = right;
    else if (target >= left) low = left;
    else break;
  }
  return values[target];
}

/**
 * The values in every one of the ascending lists, ascending. Lists of similar lengths are walked side by
 * side (linear in their lengths), which beat a binary search per value when common words meet.
 */
export function intersectSorted(lists: readonly ArrayLike<number>[]): number[] {
  if (lists.length === 0) return [];
  let common = Array.from(lists[0]);
  for (const list of lists.slice(1)) {
    const next: number[] = [];
    let at = 0;
    for (const value of common) {
      while (at < list.length && list[at] < value) at += 1;
      if (at === list.length) break;
      if (list[at] === value) next.push(value);
    }
    common = next;
    if (common.length === 0) break;
  }
  return common;
}
