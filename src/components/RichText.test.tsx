import { render } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS } from '../contracts/richText';
import { RichText } from './RichText';

/** Every element below the wrapper, with its attributes, as the DOM holds them. */
const elementsIn = (container: HTMLElement) =>
  [...container.firstElementChild!.querySelectorAll('*')].map((el) => ({ tag: el.localName, attributes: el.getAttributeNames() }));

describe('rich content', () => {
  it('keeps only a, p, br, ul, li and strong', () => {
    const { container } = render(
      <RichText html={'<p>Hei <strong>du</strong><br><em>x</em></p><ul><li><a href="https://ssb.no" onclick="steal()">SSB</a></li></ul><script>alert(1)</script><img src=x onerror=alert(1)><h2>Tittel</h2>'} />,
    );
    const tags = [...container.querySelectorAll('*')].map((el) => el.tagName.toLowerCase());
    expect(new Set(tags)).toEqual(new Set(['div', 'p', 'strong', 'br', 'ul', 'li', 'a']));
    expect(container.innerHTML).not.toMatch(/onclick|onerror|script/);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://ssb.no');
  });

  it('keeps the text of a tag it leaves out, but never the code of a script or style', () => {
    const { container } = render(<RichText html={'<p>Les <em>dette</em> <h2>nå</h2></p><script>alert("x")</script><style>p{display:none}</style>'} />);
    expect(container.textContent).toBe('Les dette nå');
  });

  it('drops every attribute but a link’s href, event handlers and styles included', () => {
    const { container } = render(
      <RichText html={'<p style="color:red" onmouseover="steal()" class="x" id="y">a</p><a href="https://ssb.no" target="_blank" onfocus="steal()">b</a><strong title="t">c</strong>'} />,
    );
    expect(elementsIn(container)).toEqual([
      { tag: 'p', attributes: [] },
      { tag: 'a', attributes: ['href'] },
      { tag: 'strong', attributes: [] },
    ]);
  });

  it('drops javascript: links', () => {
    const { container } = render(<RichText html={'<p><a href="javascript:alert(1)">x</a></p>'} />);
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it.each(['JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', '/\\evil.example', 'http://ssb.no', 'vbscript:x'])(
    'drops the href %j',
    (href) => {
      const { container } = render(<RichText html={`<a href="${href.replace(/"/g, '&quot;')}">x</a>`} />);
      expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    },
  );

  it.each(['https://www.ssb.no/skatt', 'mailto:post@example.no', '/no/side/om', '/nn/faq'])('keeps the href %j', (href) => {
    const { container } = render(<RichText html={`<a href="${href}">x</a>`} />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe(href);
  });

  it('makes a link inside SVG or MathML a plain, checked link', () => {
    const { container } = render(<RichText html={'<svg><a href="javascript:alert(1)"><text>x</text></a></svg><math><a href="javascript:alert(2)">y</a></math>'} />);
    expect([...container.querySelectorAll('a')].map((a) => [a.namespaceURI, a.getAttribute('href')])).toEqual([
      ['http://www.w3.org/1999/xhtml', null],
      ['http://www.w3.org/1999/xhtml', null],
    ]);
    expect(container.querySelector('svg, math')).toBeNull();
  });

  it('lets no element, attribute or unsafe link through, whatever the markup', () => {
    const tag = fc.constantFrom(...RICH_TEXT_TAGS, 'img', 'script', 'svg', 'iframe', 'style', 'em', 'form', 'math', 'object');
    const attribute = fc
      .tuple(fc.constantFrom('href', 'src', 'onclick', 'onerror', 'style', 'class', 'xlink:href'), fc.constantFrom('https://ssb.no', '/no/side/om', 'javascript:alert(1)', '//evil.example', 'data:,x', ' java\tscript:x', 'mailto:a@b.no'))
      .map(([name, value]) => ` ${name}="${value}"`);
    const piece = fc.oneof(
      fc.tuple(tag, fc.array(attribute, { maxLength: 3 })).map(([name, attributes]) => `<${name}${attributes.join('')}>`),
      tag.map((name) => `</${name}>`),
      fc.constantFrom('tekst', '<!-- x -->', '&lt;script&gt;', '<', '>', '"'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const { container, unmount } = render(<RichText html={parts.join('')} />);
        try {
          for (const el of elementsIn(container)) {
            expect(RICH_TEXT_TAGS).toContain(el.tag);
            expect(el.attributes).toEqual(el.tag === 'a' && el.attributes.length ? ['href'] : []);
          }
          for (const a of container.querySelectorAll('a[href]')) expect(a.getAttribute('href')).toMatch(/^(https:|mailto:|\/(?![/\\]))/i);
        } finally {
          unmount();
        }
      }),
      { numRuns: 200 },
    );
  });
});
