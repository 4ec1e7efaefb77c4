import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { htmlLangOf } from '../contracts/lang';
import type { PdfBlock, PdfData, PdfSection } from './pdfData';
import { fill } from './pdfData';

/** The built-in Helvetica is WinAnsi-encoded: æøå, « » and the no-break space are in it, the minus sign (U+2212) is not. */
export const pdfSafe = (text: string) => text.replace(/\u2212/g, '-');

// No word is split with a hyphen: web addresses and amounts stay whole to be read and typed.
Font.registerHyphenationCallback((word) => [word]);

const INK = '#1d2433';
const ACCENT = '#0b5cab';
const LINE = '#c9d1dc';
const MUTED = '#4a5568';
const MARGIN = 32;

/** The story page: the first three parts on the left, the rest of the sessions on the right, then full width. */
const LEFT: ReadonlySet<PdfSection['id']> = new Set(['about', 'job', 'budget']);
const RIGHT: ReadonlySet<PdfSection['id']> = new Set(['unexpected', 'credit', 'pocket', 'insurance', 'quiz']);

const styles = StyleSheet.create({
  page: { paddingTop: MARGIN, paddingBottom: MARGIN + 8, paddingHorizontal: MARGIN, fontFamily: 'Helvetica', fontSize: 9, color: INK },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 18, color: ACCENT, marginBottom: 2 },
  byline: { fontSize: 8.5, color: MUTED },
  // No lineHeight on the page: there it stops the page numbers from rendering (react-pdf 4.9).
  intro: { marginTop: 6, marginBottom: 2 },
  columns: { flexDirection: 'row' },
  left: { flex: 1, marginRight: 8 },
  right: { flex: 1, marginLeft: 8 },
  section: { marginTop: 9 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: ACCENT, marginBottom: 3, paddingBottom: 1.5, borderBottomWidth: 1, borderBottomColor: LINE },
  // The sources: last, on a page of their own, in small type.
  sources: { fontSize: 7.5, color: MUTED },
  sourcesHeading: { fontFamily: 'Helvetica-Bold', fontSize: 10, color: ACCENT, marginBottom: 4, paddingBottom: 2, borderBottomWidth: 1, borderBottomColor: LINE },
  text: { marginBottom: 3 },
  table: { marginBottom: 3, borderTopWidth: 0.75, borderTopColor: LINE, fontSize: 8 },
  row: { flexDirection: 'row', borderBottomWidth: 0.75, borderBottomColor: LINE, paddingVertical: 1.5 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: INK, paddingVertical: 1.5 },
  sumRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: INK, paddingVertical: 1.5, fontFamily: 'Helvetica-Bold' },
  labelCell: { flex: 2, paddingRight: 4 },
  cell: { flex: 1.2, textAlign: 'right', paddingLeft: 4 },
  valueCell: { flex: 1.6, textAlign: 'right', paddingLeft: 4 },
  headCell: { fontFamily: 'Helvetica-Bold' },
  listItem: { flexDirection: 'row', marginBottom: 1.5 },
  bullet: { width: 9 },
  listText: { flex: 1 },
  footerLeft: { position: 'absolute', bottom: 18, left: MARGIN, fontSize: 7.5, color: MUTED },
  footerRight: { position: 'absolute', bottom: 18, left: MARGIN, right: MARGIN, fontSize: 7.5, color: MUTED, textAlign: 'right' },
});

function Block({ block }: { block: PdfBlock }) {
  if (block.kind === 'text') return <Text style={styles.text}>{pdfSafe(block.text)}</Text>;
  if (block.kind === 'list') {
    return (
      <View style={styles.text}>
        {block.items.map((item, i) => (
          <View key={i} style={styles.listItem} wrap={false}>
            <Text style={styles.bullet}>•</Text>
            <Text style={styles.listText}>{pdfSafe(item)}</Text>
          </View>
        ))}
      </View>
    );
  }
  // Two-column tables (label, value) put the value on the right; wider ones are budgets and comparisons.
  const wide = block.rows.some((r) => r.length > 2);
  return (
    <View style={styles.table}>
      {block.head && (
        <View style={styles.headRow} wrap={false}>
          {block.head.map((cell, i) => (
            <Text key={i} style={[i === 0 ? styles.labelCell : styles.cell, styles.headCell]}>
              {pdfSafe(cell)}
            </Text>
          ))}
        </View>
      )}
      {block.rows.map((row, r) => (
        <View key={r} style={r === block.sumRow ? styles.sumRow : styles.row} wrap={false}>
          {row.map((cell, i) => (
            <Text key={i} style={i === 0 ? styles.labelCell : wide ? styles.cell : styles.valueCell}>
              {pdfSafe(cell)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

function Section({ section }: { section: PdfSection }) {
  const [head, ...tail] = section.blocks;
  const sources = section.id === 'sources';
  // The sources' long list may break across pages: only its first item stays with the heading.
  const [first, rest] =
    sources && head?.kind === 'list' && head.items.length > 1
      ? [{ ...head, items: head.items.slice(0, 1) }, [{ ...head, items: head.items.slice(1) }, ...tail]]
      : [head, tail];
  return (
    <View style={sources ? [styles.section, styles.sources] : styles.section} break={sources}>
      {/* A heading never ends a page alone: it stays with the section's first block, and needs room for more. */}
      <View wrap={false} minPresenceAhead={40}>
        <Text style={sources ? styles.sourcesHeading : styles.heading} minPresenceAhead={40}>
          {pdfSafe(section.heading)}
        </Text>
        {first && <Block block={first} />}
      </View>
      {rest.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </View>
  );
}

/** The pupil's PDF summary on A4: the story on one page, the sessions in two columns, then the sources on a page of their own. */
export function SummaryDocument({ data }: { data: PdfData }) {
  const left = data.sections.filter((s) => LEFT.has(s.id));
  const right = data.sections.filter((s) => RIGHT.has(s.id));
  const below = data.sections.filter((s) => !LEFT.has(s.id) && !RIGHT.has(s.id));
  return (
    <Document title={pdfSafe(data.title)} language={htmlLangOf(data.lang)} author="Personlig økonomi" creator="Personlig økonomi" producer="Personlig økonomi">
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>{pdfSafe(data.title)}</Text>
        {data.byline.map((line) => (
          <Text key={line} style={styles.byline}>
            {pdfSafe(line)}
          </Text>
        ))}
        <Text style={styles.intro}>{pdfSafe(data.intro)}</Text>
        {(left.length > 0 || right.length > 0) && (
          <View style={styles.columns}>
            <View style={styles.left}>
              {left.map((section) => (
                <Section key={section.id} section={section} />
              ))}
            </View>
            <View style={styles.right}>
              {right.map((section) => (
                <Section key={section.id} section={section} />
              ))}
            </View>
          </View>
        )}
        {below.map((section) => (
          <Section key={section.id} section={section} />
        ))}
        <Text style={styles.footerLeft} fixed>
          {pdfSafe(data.title)}
        </Text>
        <Text style={styles.footerRight} fixed render={({ pageNumber, totalPages }) => fill(data.pageLabel, { page: pageNumber, total: totalPages })} />
      </Page>
    </Document>
  );
}
