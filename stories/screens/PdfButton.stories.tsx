import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Lang } from '../../src/contracts/lang';
import { PdfPanel, type PdfPanelState } from '../../src/features/pdf/PdfPanel';
import { pdfReadiness } from '../../src/domain/pdfGate';
import type { Responses } from '../../src/domain/okt';
import { startAction } from '../../src/features/okt/startView';
import { StartScreen } from '../../src/screens/StartScreen';
import { answered, inLang, okter, pupil } from '../fixtures/okt';
import { routeTheme } from '../routeTheme';

interface PdfStoryArgs {
  lang: Lang;
  responses: Responses;
  state: PdfPanelState;
  errorKey: string | null;
  onDownload: () => void;
  onRetry: () => void;
}

/** The start page of a pupil with the PDF panel below the sessions, at one state of the PDF machine. */
function PdfOnStart({ lang, responses, state, errorKey, onDownload, onRetry }: PdfStoryArgs) {
  const { sections, resumeAt } = pupil(responses);
  const shown = sections.map((s) => inLang(s, lang));
  return (
    <StartScreen
      lang={lang}
      sections={shown}
      resumeAt={resumeAt}
      action={startAction(lang, shown, responses)}
      refusal={null}
      failed={false}
      saveStatus="saved"
      onRetry={fn()}
      pdf={<PdfPanel lang={lang} readiness={pdfReadiness(okter[lang], responses)} state={state} errorKey={errorKey} onDownload={onDownload} onRetry={onRetry} showNext={false} />}
    />
  );
}

/** The «Last ned PDF» button on the start page (the same panel sits under the O5D summary). */
const meta = {
  title: 'Skjermer/PDF-knappen',
  component: PdfOnStart,
  args: { lang: 'no', responses: answered(1, 2, 3, 4, 5), state: 'available', errorKey: null, onDownload: fn(), onRetry: fn() },
  argTypes: { state: { control: 'select', options: ['checking', 'hidden', 'available', 'building', 'done', 'failed'] } },
  parameters: routeTheme('start'),
} satisfies Meta<typeof PdfOnStart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything done and PDF_ENABLED: the button. */
export const Klar: Story = {};

/** Sessions 1–2 done: what is left and no button (the start page's main action leads on). */
export const IkkeFerdig: Story = { args: { responses: answered(1, 2) } };

/** Only the summary's reflection is missing. */
export const NestenFerdig: Story = { args: { responses: { ...answered(1, 2, 3, 4, 5), O5D: '' } } };

/** Waiting for pdf-button-status: no button yet. */
export const SjekkerStatus: Story = { args: { state: 'checking' } };

/** PDF_ENABLED=0: no button. */
export const Skjult: Story = { args: { state: 'hidden' } };

/** The renderer is loading and laying out: «Lager PDF …» in a status. */
export const LagerPdf: Story = { args: { state: 'building' } };

export const Ferdig: Story = { args: { state: 'done' } };

/** Building failed: a translated error and a retry. */
export const Feilet: Story = { args: { state: 'failed', errorKey: 'pdf.error.build' } };

/** The texts could not be fetched. */
export const HentingFeilet: Story = { args: { state: 'failed', errorKey: 'txt_error_network' } };
