import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import nnFaq from '../../../content/nn/faq.json';
import nnLoggetUt from '../../../content/nn/pages/logget-ut.json';
import nnOm from '../../../content/nn/pages/om.json';
import noFaq from '../../../content/no/faq.json';
import noLoggetUt from '../../../content/no/pages/logget-ut.json';
import noOm from '../../../content/no/pages/om.json';
import type { ContentDocument } from '../../../machines/contentPageMachine';
import { FaqSchema, PageSchema } from '../../../src/contracts/content';
import type { Lang } from '../../../src/contracts/lang';
import { ContentView } from '../../../src/screens/content/ContentView';
import { routeTheme } from '../../routeTheme';

// The real curriculum content, checked against the contract the server serves it under.
const pages = {
  om: { no: PageSchema.parse(noOm), nn: PageSchema.parse(nnOm) },
  'logget-ut': { no: PageSchema.parse(noLoggetUt), nn: PageSchema.parse(nnLoggetUt) },
};
const faqs = { no: FaqSchema.parse(noFaq), nn: FaqSchema.parse(nnFaq) };

const page = (slug: keyof typeof pages, lang: Lang): ContentDocument => ({ kind: 'page', page: pages[slug][lang] });
const faq = (lang: Lang): ContentDocument => ({ kind: 'faq', faq: faqs[lang] });

const meta = {
  title: 'Skjermer/Innhold',
  component: ContentView,
  args: {
    lang: 'no',
    path: '/no/side/om',
    status: 'loading',
    document: null,
    errorKey: null,
    variant: 'article',
    onRetry: fn(),
  },
  argTypes: { document: { control: false } },
} satisfies Meta<typeof ContentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const Page: Story = {
  args: { status: 'loaded' },
  parameters: routeTheme('side'),
  render: (args) => <ContentView {...args} document={page('om', args.lang)} />,
};

export const Message: Story = {
  args: { status: 'loaded', variant: 'message', path: '/no/melding/logget-ut' },
  parameters: routeTheme('melding'),
  render: (args) => <ContentView {...args} document={page('logget-ut', args.lang)} />,
};

export const Faq: Story = {
  args: { status: 'loaded', path: '/no/faq' },
  parameters: routeTheme('faq'),
  render: (args) => <ContentView {...args} document={faq(args.lang)} />,
};

export const NotFound: Story = {
  args: { status: 'notFound', path: '/no/side/finnes-ikke' },
  parameters: routeTheme('notFound'),
};

export const Failed: Story = {
  args: { status: 'failed', errorKey: 'txt_error_network' },
};
