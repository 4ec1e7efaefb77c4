import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../design/Button';

/** A class code large enough for a projector, with a copy button; where the browser will not copy, the code is selected. */
export function ClassCode({ code, describedBy }: { code: string; describedBy: string }) {
  const codeRef = useRef<HTMLParagraphElement>(null);
  const [result, setResult] = useState<'copied' | 'selected' | null>(null);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setResult('copied');
    } catch {
      if (codeRef.current) window.getSelection()?.selectAllChildren(codeRef.current);
      setResult('selected');
    }
  }

  return (
    <div className="class-code">
      <p className="class-code-label">
        <FormattedMessage id="admin.code.label" />
      </p>
      <p className="class-code-value" ref={codeRef}>
        {code}
      </p>
      <p className="class-code-copy">
        <Button variant="secondary" onClick={copy} aria-describedby={describedBy}>
          <FormattedMessage id="admin.code.copy" />
        </Button>
        <span role="status" className="class-code-status">
          {result === 'copied' && <FormattedMessage id="admin.code.copied" values={{ code }} />}
          {result === 'selected' && <FormattedMessage id="admin.code.selected" />}
        </span>
      </p>
    </div>
  );
}
