import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './language-runtime';
import { tNodes } from './t-nodes';

const childrenOf = (node: unknown) => (node as ReactElement<{ children: unknown }>).props.children;

describe('tNodes', () => {
  it('puts each node where the language places its placeholder, the other values as text', () => {
    loadMessages('ja', { rank: [['players'], '人中 ', ['rank'], '位'] });
    const rank = createElement('strong', null, '#3');
    expect(childrenOf(tNodes('rank', { rank, players: 12 }))).toEqual(['12人中 ', rank, '位']);
  });

  it('gives the plain message when no value is a node', () => {
    loadMessages('en', { plain: ['Period ', ['id']] });
    expect(childrenOf(tNodes('plain', { id: 7 }))).toBe('Period 7');
  });
});
