import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RichText } from './RichText';

it('keeps only a, p, br, ul, li and strong', () => {
  const { container } = render(
    <RichText html={'<p>Hei <strong>du</strong><br><em>x</em></p><ul><li><a href="https://ssb.no" onclick="steal()">SSB</a></li></ul><script>alert(1)</script><img src=x onerror=alert(1)><h2>Tittel</h2>'} />,
  );
  const tags = [...container.querySelectorAll('*')].map((el) => el.tagName.toLowerCase());
  expect(new Set(tags)).toEqual(new Set(['div', 'p', 'strong', 'br', 'ul', 'li', 'a']));
  expect(container.innerHTML).not.toMatch(/onclick|onerror|script/);
  expect(container.querySelector('a')?.getAttribute('href')).toBe('https://ssb.no');
});

it('drops javascript: links', () => {
  const { container } = render(<RichText html={'<p><a href="javascript:alert(1)">x</a></p>'} />);
  expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
});
