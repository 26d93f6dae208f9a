import { readFileSync } from 'node:fs';
import type { Element } from 'domhandler';
import { findAll, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { PageElements } from './page-elements';
import { join } from 'node:path';
import { SHARED_SITES_DIR } from '../../../test/support/shared-sites';

const html = readFileSync(join(SHARED_SITES_DIR, 'shcs/faq.html'), 'utf8');

describe('PageElements', () => {
  it('lists the elements findAll finds, in the same order', () => {
    const document = parseDocument(html);
    const elements = new PageElements(document);
    expect(elements.all).toEqual(findAll(() => true, document.children));
    for (const name of ['a', 'meta', 'script', 'address', 'form']) {
      expect(elements.named(name)).toEqual(findAll((element) => element.name === name, document.children));
    }
    const body = elements.named('body')[0];
    const inBody = (element: Element) => element.name === 'a';
    expect(elements.below(body, inBody)).toEqual(findAll(inBody, body.children));
    expect(elements.below(body, () => true)).not.toContain(body);
  });

  it('sees removed elements, and everything inside them, as gone once asked for what is attached', () => {
    const document = parseDocument(
      '<html><head><meta name="a"></head><body><header><meta name="b"><div><meta name="c"></div></header><meta name="d"></body></html>',
    );
    const elements = new PageElements(document);
    removeElement(elements.named('header')[0]);
    expect(elements.named('meta')).toHaveLength(4);
    expect(elements.attached('meta').map((meta) => meta.attribs.name)).toEqual(['a', 'd']);
    expect(elements.attached('meta')).toEqual(
      findAll((element) => element.name === 'meta', document.children),
    );
  });
});
