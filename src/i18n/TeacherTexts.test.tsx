import { render, screen } from '@testing-library/react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { pickPart } from './catalogueParts';
import { TeacherTexts } from './TeacherTexts';
import { TEACHER_MARKER } from './teacherTextsLoader';

/** Records the texts object each render of the part's children is given. */
function Seen({ seen }: { seen: object[] }) {
  seen.push(useIntl().messages);
  return null;
}

// The teacher's part merges its catalogue once per arrival: merged on every render, each redraw of the admin area (a new tab,
// a refreshed sign-in) would give react-intl new texts, and it would throw its formatters away. The sign-in part merges per
// render (its pages redraw seldom, and each byte of the entry counts: docs/decisions/first-load-budget.md).
describe('TeacherTexts', () => {
  const marker = TEACHER_MARKER;
  it('gives its children the page’s texts and its part’s, the same object from one render to the next', async () => {
    const pupil = pickPart(catalogues.no, 'pupil');
    expect(pupil[marker]).toBeUndefined();
    const seen: object[] = [];
    const tree = (count: number) => (
      <IntlProvider locale="nb" messages={pupil} onError={() => {}}>
        <TeacherTexts lang="no">
          <FormattedMessage id={marker} />
          <span>{count}</span>
          <Seen seen={seen} />
        </TeacherTexts>
      </IntlProvider>
    );
    const { rerender } = render(tree(1));
    expect(await screen.findByText(catalogues.no[marker]!)).toBeInTheDocument();
    rerender(tree(2));
    expect(screen.getByText('2')).toBeInTheDocument();
    const [first, ...later] = seen.slice(-2);
    expect(later[0]).toBe(first);
    expect(first).toMatchObject({ [marker]: expect.anything(), [Object.keys(pupil)[0]!]: expect.anything() });
  });
});
