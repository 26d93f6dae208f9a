import { hasChildren, isTag, type AnyNode, type Document, type Element } from 'domhandler';

/**
 * Every element of a freshly parsed page in document order, found in one walk. Reading a page asks for
 * its metadata, links, scripts, addresses and app-shell markers; each of those asked with domutils'
 * findAll, which walks the whole DOM again, and the walks were a sixth of reading a page.
 *
 * A snapshot: elements removed afterwards (the page chrome) are still listed, so lookups made after
 * the chrome is removed use `attached`, which sees the page as findAll would then.
 */
export class PageElements {
  readonly all: Element[] = [];
  private readonly byName = new Map<string, Element[]>();

  constructor(readonly document: Document) {
    // Depth first, parents before children, as findAll and findOne visit them.
    const stack: AnyNode[] = [...document.children].reverse();
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (isTag(node)) {
        this.all.push(node);
        const named = this.byName.get(node.name);
        if (named) named.push(node);
        else this.byName.set(node.name, [node]);
      }
      if (hasChildren(node))
        for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index]);
    }
  }

  /** Elements with this tag name, in document order. */
  named(name: string): Element[] {
    return this.byName.get(name) ?? [];
  }

  /** Those of `named(name)` still in the document. */
  attached(name: string): Element[] {
    return this.named(name).filter((element) => this.contains(element));
  }

  /** Elements passing `test` below `root` (not `root` itself), as findAll(test, root.children) finds them. */
  below(
    root: Element | Document,
    test: (element: Element) => boolean,
    candidates: Element[] = this.all,
  ): Element[] {
    return candidates.filter((element) => test(element) && isBelow(element, root));
  }

  private contains(element: Element): boolean {
    return isBelow(element, this.document);
  }
}

function isBelow(element: Element, root: Element | Document): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if (parent === root) return true;
  return false;
}
