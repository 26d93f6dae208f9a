import { SettledLinks } from './settled-links';

describe('SettledLinks', () => {
  it('keeps each crawl apart, and a retried conversion (a new attempt) starts with nothing settled', () => {
    const settled = new SettledLinks();
    settled.of('conversion-a', 1).add('https://a.example/about');
    expect(settled.of('conversion-a', 1).has('https://a.example/about')).toBe(true);
    expect(settled.of('conversion-a', 2).has('https://a.example/about')).toBe(false);
    expect(settled.of('conversion-b', 1).has('https://a.example/about')).toBe(false);
  });

  it('forgets the oldest crawl first when a worker has seen many', () => {
    const settled = new SettledLinks();
    settled.of('first', 1).add('https://first.example/');
    for (let index = 0; index < 16; index += 1) settled.of(`later-${index}`, 1).add('https://later.example/');
    expect(settled.of('first', 1).has('https://first.example/')).toBe(false);
    expect(settled.of('later-15', 1).has('https://later.example/')).toBe(true);
  });

  it('stops remembering past its limit instead of growing without bound', () => {
    const memory = new SettledLinks().of('huge', 1);
    for (let index = 0; index < 100_005; index += 1) memory.add(`https://huge.example/${index}`);
    expect(memory.has('https://huge.example/99999')).toBe(true);
    expect(memory.has('https://huge.example/100004')).toBe(false);
  });
});
