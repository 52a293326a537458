import { createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { t } from './language-runtime';

// A private-use character: no message's own text holds it, so it marks where a node goes.
const MARK = '\uE000';

/**
 * `t(id, values)` where some values are React nodes (a bold rank, a path in code, an
 * address kept left to right): the message's text with each node in its placeholder's place,
 * wherever the language puts it.
 */
export function tNodes(id: string, values: Readonly<Record<string, unknown>>): ReactNode {
  const nodes: ReactNode[] = [];
  const marked = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (!isValidElement(value)) return [name, value];
      nodes.push(value);
      return [name, `${MARK}${nodes.length - 1}${MARK}`];
    }),
  );
  const parts = t(id, marked).split(MARK);
  return createElement(Fragment, null, ...parts.map((part, index) => (index % 2 ? nodes[Number(part)] : part)));
}
