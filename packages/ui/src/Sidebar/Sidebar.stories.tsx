import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Activity,
  BookOpen,
  Calendar,
  FileText,
  House,
  Lightbulb,
  MessageSquare,
  Monitor,
  Moon,
  PlugZap,
  Shield,
  Sparkles,
  Sun,
  Trophy,
  UserRound,
  Users,
  UsersRound,
  Zap,
} from 'lucide-react';
import {
  Sidebar,
  SidebarButton,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarInset,
  SidebarItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
  type SidebarProviderProps,
} from './Sidebar.tsx';

/** The spec's entries, in order. */
const entries = [
  { href: '/', label: 'My Persona', icon: <House /> },
  { href: '/connections', label: 'Connections', icon: <Users /> },
  { href: '/insights', label: 'Insights', icon: <Lightbulb /> },
  { href: '/chat', label: 'Messages', icon: <MessageSquare /> },
  { href: '/community', label: 'Community', icon: <UsersRound /> },
  { href: '/activities', label: 'Activities', icon: <Activity /> },
  { href: '/quick-connect', label: 'Quick Connect', icon: <Zap /> },
  { href: '/resources', label: 'Resources', icon: <BookOpen /> },
  { href: '/achievements', label: 'Achievements', icon: <Trophy /> },
  { href: '/events', label: 'Events', icon: <Calendar /> },
  { href: '/settings', label: 'Integrations', icon: <PlugZap /> },
] as const;

const themes = [
  { name: 'Light', icon: <Sun /> },
  { name: 'Dark', icon: <Moon /> },
  { name: 'System', icon: <Monitor /> },
] as const;

function Brand() {
  const { state, isMobile } = useSidebar();
  return (
    <>
      <Sparkles aria-hidden="true" size="1.5rem" style={{ flexShrink: 0, marginInline: '0.25rem' }} />
      {(state === 'expanded' || isMobile) && <strong>Kindred</strong>}
    </>
  );
}

function ThemeCycle() {
  const [index, setIndex] = useState(0);
  const theme = themes[index % themes.length] ?? themes[0];
  return (
    <SidebarButton icon={theme.icon} onPress={() => setIndex((i) => i + 1)}>
      Theme: {theme.name}
    </SidebarButton>
  );
}

interface ShellProps extends SidebarProviderProps {
  activeHref?: string;
  withFooter?: boolean;
  navigate?: (path: string) => void;
  onUserMenu?: () => void;
}

function Shell({ activeHref = '/', withFooter = false, navigate = () => {}, onUserMenu, ...props }: ShellProps) {
  return (
    <RouterProvider navigate={navigate}>
      <SidebarProvider {...props}>
        <Sidebar>
          <SidebarHeader>
            <Brand />
          </SidebarHeader>
          <SidebarContent>
            <SidebarGroup label="Navigate">
              {entries.map((entry) => (
                <SidebarItem key={entry.href} href={entry.href} icon={entry.icon} isActive={entry.href === activeHref}>
                  {entry.label}
                </SidebarItem>
              ))}
            </SidebarGroup>
          </SidebarContent>
          {withFooter && (
            <SidebarFooter>
              <ThemeCycle />
              <SidebarGroup>
                <SidebarItem href="/privacy" icon={<Shield />}>
                  Privacy
                </SidebarItem>
                <SidebarItem href="/terms" icon={<FileText />}>
                  Terms
                </SidebarItem>
              </SidebarGroup>
              <SidebarButton icon={<UserRound />} onPress={onUserMenu}>
                Ada Lovelace
              </SidebarButton>
            </SidebarFooter>
          )}
        </Sidebar>
        <SidebarInset>
          <header style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', padding: '0.5rem' }}>
            <SidebarTrigger />
            <span>My Persona</span>
          </header>
          <main style={{ padding: '1rem' }}>
            <p>Page content. Press Ctrl+B (or Cmd+B) to toggle the sidebar.</p>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </RouterProvider>
  );
}

const meta = {
  title: 'Product/Sidebar',
  component: SidebarProvider,
  subcomponents: { Sidebar, SidebarItem, SidebarGroup, SidebarButton, SidebarTrigger },
  parameters: { layout: 'fullscreen' },
  args: { defaultOpen: true, onOpenChange: fn() },
  render: (args) => <Shell {...args} />,
} satisfies Meta<typeof SidebarProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A length in rem, in CSS pixels at the page's root font size. */
const rem = (value: number) => value * parseFloat(getComputedStyle(document.documentElement).fontSize);
const sidebarWidth = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-sidebar]')!.getBoundingClientRect().width;

/** Docked at 16rem with labels (desktop). */
export const Expanded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(sidebarWidth(canvasElement)).toBeCloseTo(rem(16), 0);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(entries.map((entry) => entry.label));
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'My Persona' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Collapsed to 3rem icons: labels stay as accessible names and show as tooltips on focus or hover. */
export const Collapsed: Story = {
  args: { defaultOpen: false },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = canvasElement.querySelector('[data-sidebar]');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebarWidth(canvasElement)).toBeCloseTo(rem(3), 0);
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'false');
    const connections = canvas.getByRole('link', { name: 'Connections' });
    await expect(connections).toBeVisible();
    // Keyboard focus shows the label as a tooltip.
    await userEvent.tab();
    await userEvent.tab();
    await expect(connections).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Connections');
  },
};

/** The caller marks the current entry (exact path or prefix is the app's rule). */
export const ActiveItem: Story = {
  render: (args) => <Shell {...args} activeHref="/chat" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'My Persona' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute('data-current');
  },
};

const navigate = fn();

/** At 768 px and below the sidebar is a modal drawer (18rem) opened by the trigger. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <Shell {...args} navigate={navigate} />,
  play: async ({ canvas }) => {
    const body = within(document.body);
    await expect(canvas.queryByRole('link', { name: 'Connections' })).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const drawer = await body.findByRole('dialog', { name: 'Sidebar' });
    // Focus starts on the drawer's first control, its close button.
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close sidebar' })).toHaveFocus());
    // An 18rem panel from the left edge (once the slide-in has finished).
    await waitFor(() => {
      const panel = drawer.parentElement!.getBoundingClientRect();
      expect(panel.width).toBeCloseTo(rem(18), 0);
      expect(panel.left).toBe(0);
    });
    // Escape closes and returns focus to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Sidebar' })).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    // Pressing an entry navigates and closes the drawer.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', { name: 'Sidebar' });
    await userEvent.click(within(reopened).getByRole('link', { name: 'Events' }));
    await expect(navigate).toHaveBeenCalledWith('/events', undefined);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Sidebar' })).not.toBeInTheDocument());

    // The close button closes too.
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Close sidebar' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Sidebar' })).not.toBeInTheDocument());
  },
};

/** From 769 px (tablet) the sidebar is docked, not a drawer: 16rem expanded, 3rem as icons. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvas, canvasElement }) => {
    const sidebar = canvasElement.querySelector('[data-sidebar]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Connections' })).toBeVisible();
    await expect(sidebarWidth(canvasElement)).toBeCloseTo(rem(16), 0);
    // The page sits beside it, not under it.
    const page = canvas.getByText(/Page content/).getBoundingClientRect();
    await expect(page.left).toBeGreaterThanOrEqual(sidebar!.getBoundingClientRect().right);

    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.click(trigger);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The width animates to the icon rail.
    await waitFor(() => expect(sidebarWidth(canvasElement)).toBeCloseTo(rem(3), 0));
    await expect(canvas.getByRole('link', { name: 'Connections' })).toBeVisible();
  },
};

/** Ctrl+B (Cmd+B on macOS) toggles the sidebar from anywhere; Tab walks through the entries. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const sidebar = canvasElement.querySelector('[data-sidebar]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'My Persona' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Connections' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Insights' })).toHaveFocus();
    // The trigger toggles with Enter as well.
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  },
};

/** Controlled by the app (which writes the cookie from `onOpenChange`). */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Shell
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement }) => {
    const sidebar = canvasElement.querySelector('[data-sidebar]');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  },
};

const onUserMenu = fn();

/** Footer with the theme cycle, policy links and the user menu trigger. */
export const WithFooter: Story = {
  render: (args) => <Shell {...args} withFooter onUserMenu={onUserMenu} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Theme: Light' }));
    await expect(canvas.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ada Lovelace' }));
    await expect(onUserMenu).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  },
};

/** Footer actions collapse to icons with the sidebar. */
export const WithFooterCollapsed: Story = {
  args: { defaultOpen: false },
  render: (args) => <Shell {...args} withFooter onUserMenu={onUserMenu} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
  },
};
