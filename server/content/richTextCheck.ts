import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_TAGS } from '../../src/contracts/richText';

const allowed = new Set<string>(RICH_TEXT_TAGS);

/** Names what in a piece of rich text the app would strip, so a content author hears of it at start-up. */
export function findRichTextProblems(html: string): string[] {
  const problems: string[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    // Only inspected, never rendered: the output is thrown away.
    allowVulnerableTags: true,
    parseStyleAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => {
        if (!allowed.has(tagName)) problems.push(`tag <${tagName}> er ikke tillatt`);
        for (const [name, value] of Object.entries(attribs)) {
          if (tagName !== 'a' || name !== 'href') problems.push(`attributt ${name} på <${tagName}> er ikke tillatt`);
          else if (!/^(https:\/\/|mailto:|\/(no|nn)(\/|$))/.test(value)) problems.push(`lenken «${value}» må være https://, mailto: eller /no/… /nn/…`);
        }
        return { tagName, attribs };
      },
    },
  });
  return problems;
}
