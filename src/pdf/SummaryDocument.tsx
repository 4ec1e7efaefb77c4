import { Document, Font, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { htmlLangOf } from '../contracts/lang';
import type { PdfBlock, PdfData } from './pdfData';
import { fill } from './pdfData';

/**
 * The built-in Helvetica is WinAnsi-encoded: æøåÆØÅ, « » and the no-break space are in it, the real minus
 * sign (U+2212) formatSignedAmount writes is not, so it is printed as a hyphen-minus.
 */
export const pdfSafe = (text: string) => text.replace(/\u2212/g, '-');

// No word is split with a hyphen: web addresses and amounts stay whole to be read and typed.
Font.registerHyphenationCallback((word) => [word]);

const INK = '#1d2433';
const ACCENT = '#0b5cab';
const LINE = '#c9d1dc';

const styles = StyleSheet.create({
  page: { paddingTop: 48, paddingBottom: 56, paddingHorizontal: 48, fontFamily: 'Helvetica', fontSize: 10.5, color: INK },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 24, color: ACCENT, marginBottom: 4 },
  byline: { fontSize: 10, color: '#4a5568' },
  // No lineHeight on the page: there it stops the page numbers from rendering (react-pdf 4.9).
  intro: { marginTop: 12, marginBottom: 8 },
  section: { marginTop: 14 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 14, color: ACCENT, marginBottom: 6, paddingBottom: 2, borderBottomWidth: 1, borderBottomColor: LINE },
  // The sources: last, on a page of their own, in small type.
  sources: { fontSize: 8, color: '#4a5568' },
  sourcesHeading: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: ACCENT, marginBottom: 4, paddingBottom: 2, borderBottomWidth: 1, borderBottomColor: LINE },
  text: { marginBottom: 4 },
  table: { marginBottom: 6, borderTopWidth: 1, borderTopColor: LINE },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: LINE, paddingVertical: 3 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1.5, borderBottomColor: INK, paddingVertical: 3 },
  sumRow: { flexDirection: 'row', borderBottomWidth: 1.5, borderBottomColor: INK, paddingVertical: 3, fontFamily: 'Helvetica-Bold' },
  labelCell: { flex: 2, paddingRight: 6 },
  cell: { flex: 1.3, textAlign: 'right', paddingLeft: 6 },
  headCell: { fontFamily: 'Helvetica-Bold' },
  listItem: { flexDirection: 'row', marginBottom: 2 },
  bullet: { width: 12 },
  listText: { flex: 1 },
  footerLeft: { position: 'absolute', bottom: 24, left: 48, fontSize: 9, color: '#4a5568' },
  footerRight: { position: 'absolute', bottom: 24, left: 48, right: 48, fontSize: 9, color: '#4a5568', textAlign: 'right' },
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
            <Text key={i} style={i === 0 ? styles.labelCell : wide ? styles.cell : [styles.cell, { flex: 2 }]}>
              {pdfSafe(cell)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** The pupil's PDF summary: A4, a title page head, one section per part of the story, page numbers in the footer. */
export function SummaryDocument({ data }: { data: PdfData }) {
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
        {data.sections.map((section) => {
          const [head, ...tail] = section.blocks;
          // A long list (the sources) may break across pages: only its first item stays with the heading.
          const [first, rest] =
            head?.kind === 'list' && head.items.length > 1
              ? [{ ...head, items: head.items.slice(0, 1) }, [{ ...head, items: head.items.slice(1) }, ...tail]]
              : [head, tail];
          const sources = section.id === 'sources';
          return (
            <View key={section.id} style={sources ? [styles.section, styles.sources] : styles.section} break={sources}>
              {/* A heading never ends a page alone: it stays with the section's first block, and needs room for more. */}
              <View wrap={false} minPresenceAhead={60}>
                <Text style={sources ? styles.sourcesHeading : styles.heading} minPresenceAhead={60}>
                  {pdfSafe(section.heading)}
                </Text>
                {first && <Block block={first} />}
              </View>
              {rest.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </View>
          );
        })}
        <Text style={styles.footerLeft} fixed>
          {pdfSafe(data.title)}
        </Text>
        <Text style={styles.footerRight} fixed render={({ pageNumber, totalPages }) => fill(data.pageLabel, { page: pageNumber, total: totalPages })} />
      </Page>
    </Document>
  );
}
