import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import okt5Json from '../../../content/no/okt5.json';
import { Session5ContentSchema } from '../../contracts/insurance';
import { noObjects, renderActivity } from '../../test/renderActivity';
import { activity } from '../budget/test/session2Fixtures';
import { InsuranceScenarioActivity } from './InsuranceScenarioActivity';

const insurance = Session5ContentSchema.parse(okt5Json);
const o5c = activity('O5C', 'insurance-scenario');
const data = { kind: 'insurance' as const, insurance };
const phone = { id: 'ny-mobil', title: 'Ny mobil', description: 'En ny mobiltelefon til deg.', price: 9_000, source: { name: 'Kilde', url: 'https://example.no/', year: 2025 } };

afterEach(() => {
  vi.restoreAllMocks();
});

/** Draws with Math.random fixed at each tenth and returns the scenario ids drawn. */
async function drawsFor(objects: typeof noObjects, chosen: string[]): Promise<Set<string>> {
  const drawn = new Set<string>();
  for (let tenth = 0; tenth < 10; tenth++) {
    vi.spyOn(Math, 'random').mockReturnValue(tenth / 10);
    const onChange = vi.fn();
    const { unmount } = renderActivity(InsuranceScenarioActivity, { activity: o5c, data, objects, responses: { O5B: { chosen } }, onChange });
    await userEvent.click(screen.getByRole('button', { name: 'Trekk en hendelse' }));
    drawn.add((onChange.mock.calls[0]![0] as { scenarioId: string }).scenarioId);
    unmount();
  }
  return drawn;
}

describe('O5C a scenario that fits the pupil', () => {
  it('never gives a pupil who bought a phone the moped crash', async () => {
    const drawn = await drawsFor({ ...noObjects, creditPurchase: phone }, ['mobilforsikring']);
    expect(drawn).not.toContain('moped-kolliderer');
    expect(drawn).toContain('mobil-knust');
  });

  it('can give the moped crash to a pupil who insured a moped', async () => {
    expect(await drawsFor(noObjects, ['moped-ansvar'])).toContain('moped-kolliderer');
  });

  it('keeps a drawn accident even when the purchase changed since: it cannot be drawn again (the server refuses it too)', () => {
    renderActivity(InsuranceScenarioActivity, { activity: o5c, data, objects: { ...noObjects, creditPurchase: phone }, value: { scenarioId: 'moped-kolliderer' }, responses: { O5B: { chosen: [] } } });
    expect(screen.getByRole('heading', { name: 'Mopeden treffer en bil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Trekk en hendelse' })).not.toBeInTheDocument();
  });

  it('shows the product’s real deductible: with the phone insurance the pupil pays its egenandel', () => {
    renderActivity(InsuranceScenarioActivity, { activity: o5c, data, value: { scenarioId: 'mobil-knust' }, responses: { O5B: { chosen: ['mobilforsikring'] } } });
    const deductible = insurance.products.find((p) => p.id === 'mobilforsikring')!.deductible;
    expect(screen.getByRole('row', { name: /Med forsikringene du valgte/ })).toHaveTextContent(`kr ${deductible}`);
  });

  it('does not speak of an egenandel of kr 0 for a product without one, chosen or not', () => {
    renderActivity(InsuranceScenarioActivity, { activity: o5c, data, value: { scenarioId: 'moped-kolliderer' }, responses: { O5B: { chosen: ['moped-ansvar'] } } });
    expect(screen.getByText(/betaler hele/)).not.toHaveTextContent('egenandelen');
  });

  it('tells a moped owner without the liability insurance that it would have paid it all', () => {
    const moped = { ...phone, id: 'elektrisk-moped', title: 'Elektrisk moped' };
    renderActivity(InsuranceScenarioActivity, { activity: o5c, data, objects: { ...noObjects, creditPurchase: moped }, value: { scenarioId: 'moped-kolliderer' }, responses: { O5B: { chosen: [] } } });
    expect(screen.getByText(/ville betalt alt dette/)).not.toHaveTextContent('egenandelen');
  });
});
