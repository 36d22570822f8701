import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { CardGrid, SkeletonCardGrid } from './CardGrid.tsx';
import { CatalogueCard, CatalogueToolbar } from './Catalogue.tsx';

const meta = {
  title: 'Layout/CardGrid',
  component: CardGrid,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards as a list in a grid; as many 16rem columns as fit, or four at most. */
export const Cards: Story = {
  args: {
    'aria-label': 'Colleagues',
    maxColumns: 4,
    children: ['Amara Okafor', 'Mateo García', 'Priya Raman', 'Liam O’Brien', 'Jordan Ellis'].map((name) => (
      <li key={name} style={{ padding: '1rem', border: '1px solid currentColor', borderRadius: '0.75rem' }}>
        {name}
      </li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Colleagues' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** While the cards load: eight placeholders, announced once as loading. */
export const Loading: Story = {
  render: () => <SkeletonCardGrid label="Loading your connections..." />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your connections...');
    await expect(canvasElement.querySelectorAll('[data-skeleton-card]')).toHaveLength(8);
  },
};

const GUIDES = [
  { title: 'Active listening at work', kind: 'Article', source: 'Harvard Business Review', text: 'Four habits that make a colleague feel heard.' },
  { title: 'Giving feedback that lands', kind: 'Video', source: 'TED', text: 'A short talk on praise and criticism that people can use.' },
  { title: 'https://example.org/a-very-long-address-without-any-spaces-at-all', kind: 'Website', source: 'Example', text: 'A title that is one long word still wraps inside its card.' },
];

/** A catalogue (activities, resources): the search and a filter above, and each entry's title, badge, small line, text and actions. */
export const Catalogue: Story = {
  render: () => (
    <>
      <CatalogueToolbar search={<SearchField label="Search guides" placeholder="Title or source" />}>
        <Button variant="secondary">Reset</Button>
      </CatalogueToolbar>
      <CardGrid aria-label="Guides">
        {GUIDES.map((guide) => (
          <CatalogueCard key={guide.title} title={guide.title} badge={<Badge size="sm">{guide.kind}</Badge>} meta={guide.source} actions={<Button size="sm">Open</Button>}>
            {guide.text}
          </CatalogueCard>
        ))}
      </CardGrid>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Guides' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    // Each entry is named by a level-2 heading, with its badge, its small line and its action.
    await expect(within(cards[0]!).getByRole('heading', { level: 2, name: 'Active listening at work' })).toBeVisible();
    await expect(within(cards[0]!).getByText('Article')).toBeVisible();
    await expect(within(cards[0]!).getByText('Harvard Business Review')).toBeVisible();
    await expect(within(cards[0]!).getByRole('button', { name: 'Open' })).toBeVisible();
    // A title without spaces wraps inside its card rather than push it wider.
    const long = cards[2]!;
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
    // The search takes the room the other controls leave, up to 28rem.
    const toolbar = canvasElement.querySelector<HTMLElement>('ul')!.previousElementSibling as HTMLElement;
    const first = toolbar.firstElementChild as HTMLElement;
    await expect(within(first).getByRole('searchbox', { name: 'Search guides' })).toBeVisible();
    await expect(first.getBoundingClientRect().width).toBeGreaterThan(canvas.getByRole('button', { name: 'Reset' }).getBoundingClientRect().width);
    await expect(first.getBoundingClientRect().width).toBeLessThanOrEqual(28 * 16 + 0.5);
  },
};

/**
 * Entries under a section's own heading (challenges under a tab): level-3 titles, a row of badges under each, and
 * facts and progress after the text, above the action.
 */
export const CatalogueWithDetails: Story = {
  render: () => (
    <section aria-labelledby="running">
      <h2 id="running">Running now</h2>
      <CardGrid aria-label="Running now">
        <CatalogueCard
          title="Lunch roulette"
          headingLevel={3}
          badge={
            <Badge size="sm" tone="positive">
              Joined
            </Badge>
          }
          tags={
            <>
              <Badge size="sm">Social</Badge>
              <Badge size="sm" tone="info">
                Easy
              </Badge>
            </>
          }
          details={<ProgressBar label="Progress" value={40} size="sm" />}
          actions={<Button size="sm">Leave</Button>}
        >
          Have lunch with someone from another team each week.
        </CatalogueCard>
      </CardGrid>
    </section>
  ),
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('listitem'));
    await expect(card.getByRole('heading', { level: 3, name: 'Lunch roulette' })).toBeVisible();
    await expect(card.getByText('Social')).toBeVisible();
    await expect(card.getByText('Easy')).toBeVisible();
    // Text, then the details, then the action at the foot.
    const text = card.getByText('Have lunch with someone from another team each week.');
    const progress = card.getByRole('progressbar', { name: 'Progress' });
    const action = card.getByRole('button', { name: 'Leave' });
    await expect(text.compareDocumentPosition(progress) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(progress.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
