import { describe, expect, it } from 'vitest';
import { elementFactory, makeInert, safeLinkTarget } from './inert-html';

/** `html` parsed into a fresh document, made inert, and its markup read back. */
function inert(html: string): string {
  // A document without a window, as the Word viewer builds in.
  const box = document.implementation.createHTMLDocument('').createElement('div');
  box.innerHTML = html;
  makeInert(box);
  return box.innerHTML;
}

describe('safeLinkTarget', () => {
  it.each([
    ['https://example.edu/plan', 'https://example.edu/plan'],
    ['http://example.edu', 'http://example.edu/'],
    ['mailto:office@example.edu', 'mailto:office@example.edu'],
    ['  https://example.edu/a b ', 'https://example.edu/a%20b'],
    ['#_Toc1', '#_Toc1'],
  ])('keeps %j as %j', (href, expected) => expect(safeLinkTarget(href)).toBe(expected));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' \njavascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://app.example/1',
    'file:///etc/passwd',
    'tel:123',
    '//evil.example/x',
    'plan.docx',
    '',
    null,
  ])('refuses %j', (href) => expect(safeLinkTarget(href)).toBeNull());
});

describe('makeInert', () => {
  it('drops every element that runs, embeds, loads or submits', () => {
    const out = inert(
      '<p>text</p><script>alert(1)</script><iframe srcdoc="<script>x</script>"></iframe><object data="x.swf"></object>' +
        '<embed src="x"><form action="https://evil"><input name="a"><button>go</button></form><base href="https://evil/">' +
        '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="https://evil/x.css">' +
        '<svg><script>alert(1)</script><foreignObject><p>x</p></foreignObject><animate attributeName="href" to="javascript:alert(1)"></animate><use href="https://evil/x.svg#a"></use></svg>',
    );
    expect(out).toBe('<p>text</p><svg></svg>');
  });

  it('removes event handlers and addresses that are not pictures of the document', () => {
    const out = inert(
      '<img src="blob:https://app/1" onerror="alert(1)"><img src="https://tracker.example/p.gif"><img src="data:image/svg+xml,<svg onload=alert(1)>">' +
        '<div onclick="alert(1)" style="color: red" background="https://x">a</div><svg><image href="blob:https://app/2" onload="alert(1)"></image></svg>',
    );
    expect(out).toBe('<img src="blob:https://app/1"><img><img><div style="color: red">a</div><svg><image href="blob:https://app/2"></image></svg>');
  });

  it('keeps http(s) and mailto links, in a new tab that cannot reach back; others become text', () => {
    const out = inert(
      '<a href="https://example.edu/">web</a><a href="mailto:a@example.edu" target="_self">mail</a>' +
        '<a href="javascript:alert(localStorage.token)" target="_blank">js</a><a href="#_Toc1" target="_blank">toc</a>' +
        '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    );
    expect(out).toBe(
      '<a href="https://example.edu/" target="_blank" rel="noopener noreferrer">web</a>' +
        '<a href="mailto:a@example.edu" target="_blank" rel="noopener noreferrer">mail</a>' +
        '<a>js</a><a href="#_Toc1">toc</a><svg><a><text>x</text></a></svg>',
    );
  });
});

describe('elementFactory', () => {
  it('builds in the document it is given, which has no window: nothing loads or runs there', () => {
    const scratch = document.implementation.createHTMLDocument('');
    const h = elementFactory(scratch);
    const node = h({ tagName: 'p', className: 'docx', style: { color: 'red' }, children: ['Hello ', { tagName: 'a', href: 'https://example.edu/', children: ['link'] }] });
    expect(node.ownerDocument).toBe(scratch);
    expect(scratch.defaultView).toBeNull();
    expect((node as Element).outerHTML).toBe('<p class="docx" style="color: red;">Hello <a href="https://example.edu/">link</a></p>');
  });
});
