import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Tag, TagGroup, tagSizes } from './TagGroup.tsx';

const resourceTypes = ['All', 'Articles', 'Videos', 'Documents'] as const;

const meta = {
  title: 'Inputs/TagGroup',
  component: TagGroup,
  args: { label: 'Type', onSelectionChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: tagSizes } },
  render: (args) => (
    <TagGroup {...args}>
      {resourceTypes.map((type) => (
        <Tag key={type} id={type}>
          {type}
        </Tag>
      ))}
    </TagGroup>
  ),
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const selectedIds = (selection: unknown) => [...(selection as Set<Key>)].map(String);

/** The resources type filter: exactly one selected; arrows move, Space selects. */
export const SingleSelect: Story = {
  args: { selectionMode: 'single', disallowEmptySelection: true, defaultSelectedKeys: ['All'] },
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Type' });
    await expect(grid).toBeInTheDocument();
    const all = canvas.getByRole('row', { name: 'All' });
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('row', { name: 'Videos' }));
    await expect(selectedIds(asMock(args.onSelectionChange).mock.lastCall?.[0])).toEqual(['Videos']);
    await expect(all).toHaveAttribute('aria-selected', 'false');
    // Keyboard: the group is one Tab stop; arrows move, Space selects.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Documents' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    // Selecting the selected chip again keeps it (no empty selection).
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Connection type checkboxes as chips: any number selected. */
export const MultipleSelect: Story = {
  args: { label: 'Connection type', selectionMode: 'multiple', defaultSelectedKeys: ['Excellent match'] },
  render: (args) => (
    <TagGroup {...args}>
      <Tag id="Excellent match">Excellent match</Tag>
      <Tag id="Good match">Good match</Tag>
      <Tag id="Growing connection">Growing connection</Tag>
    </TagGroup>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('row', { name: 'Good match' }));
    await expect(selectedIds(asMock(args.onSelectionChange).mock.lastCall?.[0]).sort()).toEqual(['Excellent match', 'Good match']);
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: 'Excellent match' })).toHaveAttribute('aria-selected', 'false');
  },
};

/** Read-only chips, e.g. a member's interests. */
export const Static: Story = {
  args: { label: 'Interests', selectionMode: 'none' },
  render: (args) => (
    <TagGroup {...args}>
      {['Hiking', 'Board games', 'Jazz', 'Cooking', 'Photography'].map((interest) => (
        <Tag key={interest} id={interest}>
          {interest}
        </Tag>
      ))}
    </TagGroup>
  ),
  play: async ({ args, canvas }) => {
    const hiking = canvas.getByRole('row', { name: 'Hiking' });
    // Nothing is selectable: no selection state, and pressing a chip selects nothing.
    await expect(hiking).not.toHaveAttribute('aria-selected');
    await userEvent.click(hiking);
    await userEvent.keyboard(' ');
    await expect(hiking).not.toHaveAttribute('aria-selected');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    // Still one Tab stop whose chips the arrows walk through.
    await expect(hiking).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Board games' })).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="lg">
      {tagSizes.map((size) => (
        <TagGroup key={size} {...args} size={size} label={`Size ${size}`} selectionMode="single" defaultSelectedKeys={['All']}>
          {resourceTypes.map((type) => (
            <Tag key={type} id={type}>
              {type}
            </Tag>
          ))}
        </TagGroup>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const chip = (size: string) => within(canvas.getByRole('grid', { name: `Size ${size}` })).getByRole('row', { name: 'Articles' });
    // sm chips: 0.75rem text, 1.75rem tall; md: 0.875rem, 2.25rem.
    await expect(getComputedStyle(chip('sm')).fontSize).toBe('12px');
    await expect(getComputedStyle(chip('md')).fontSize).toBe('14px');
    await expect(chip('sm').getBoundingClientRect().height).toBeGreaterThanOrEqual(28);
    await expect(chip('md').getBoundingClientRect().height).toBeGreaterThan(chip('sm').getBoundingClientRect().height);
  },
};

export const WithDescriptionAndDisabledTag: Story = {
  args: {
    label: 'Category',
    description: 'Pick one category to narrow the catalogue.',
    selectionMode: 'single',
    disabledKeys: ['Calendar'],
  },
  render: (args) => (
    <TagGroup {...args}>
      {['All categories', 'Activities', 'Quick', 'Ai', 'Calendar', 'Profile'].map((c) => (
        <Tag key={c} id={c}>
          {c}
        </Tag>
      ))}
    </TagGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Category' })).toHaveAccessibleDescription('Pick one category to narrow the catalogue.');
    await expect(canvas.getByRole('row', { name: 'Calendar' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The error shows under the chips and is the group's description, so it is read with it. */
export const WithError: Story = {
  args: { label: 'Type', errorMessage: 'Pick at least one type', selectionMode: 'multiple' },
  play: async ({ canvas }) => {
    const error = canvas.getByText('Pick at least one type');
    await expect(error).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Type' });
    await expect(grid.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    await expect(grid).toHaveAccessibleDescription('Pick at least one type');
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(grid.getBoundingClientRect().bottom);
  },
};

const removeTag = fn();

function RemovableChips() {
  const [chips, setChips] = useState(['Hiking', 'Board games', 'Jazz']);
  return (
    <TagGroup
      label="Interests"
      onRemove={(keys) => {
        removeTag([...keys]);
        setChips((current) => current.filter((c) => !keys.has(c)));
      }}
      renderEmptyState={() => 'No interests'}
    >
      {chips.map((chip) => (
        <Tag key={chip} id={chip}>
          {chip}
        </Tag>
      ))}
    </TagGroup>
  );
}

/** Each chip has a remove button; Backspace or Delete removes the focused chip. */
export const Removable: Story = {
  render: () => <RemovableChips />,
  play: async ({ canvas }) => {
    removeTag.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /Remove.*Jazz/ }));
    await expect(removeTag).toHaveBeenLastCalledWith(['Jazz']);
    await expect(canvas.queryByRole('row', { name: 'Jazz' })).toBeNull();
    // Keyboard.
    await userEvent.click(canvas.getByRole('row', { name: 'Hiking' }));
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('row', { name: 'Hiking' })).toBeNull();
    await userEvent.click(canvas.getByRole('row', { name: 'Board games' }));
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByText('No interests')).toBeVisible();
  },
};

const filterLabels: Record<string, string> = { new: 'Status: New', excellent: 'Excellent match', good: 'Good match', search: 'Search: "dana"' };

function ActiveFilters() {
  const [active, setActive] = useState<string[]>(Object.keys(filterLabels));
  return (
    <Stack space="md">
      <Inline space="md" align="center">
        <TagGroup
          aria-label="Active filters"
          size="sm"
          onRemove={(keys) => setActive((current) => current.filter((k) => !keys.has(k)))}
          renderEmptyState={() => 'No filters applied'}
        >
          {active.map((key) => (
            <Tag key={key} id={key}>
              {filterLabels[key]}
            </Tag>
          ))}
        </TagGroup>
        {active.length > 0 && (
          <Button size="sm" variant="ghost" onPress={() => setActive([])}>
            Clear filters
          </Button>
        )}
      </Inline>
      <Text size="sm" tone="secondary">
        {active.length === 0 ? 'Showing all connections' : `${active.length} filters applied`}
      </Text>
    </Stack>
  );
}

/** The connections page's active-filter chips with 'Clear filters'. */
export const ClearFiltersPattern: Story = {
  render: () => <ActiveFilters />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: /Remove.*Good match/ }));
    await expect(canvas.getByText('3 filters applied')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByText('No filters applied')).toBeVisible();
    await expect(canvas.getByText('Showing all connections')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const ClearFiltersMobile: Story = { ...ClearFiltersPattern, globals: { viewport: { value: 'mobile' } } };

/** Narrow the spy's type so `.mock` is available. */
function asMock(f: unknown) {
  return f as ReturnType<typeof fn>;
}
