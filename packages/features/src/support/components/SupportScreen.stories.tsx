import {
  ATTACHMENT_MESSAGES,
  SUPPORT_CONTACT_EMAIL,
  SUPPORT_MESSAGES,
  supportFailureDetail,
} from '@kindred/contracts/api/support';
import { currentUserAtom } from '@kindred/features/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withMockApp, type MockAppOptions } from '../../shared/mocks/decorators.tsx';
import { mockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { mockSignedInUser } from '../../shared/mocks/session.ts';
import { createSupportMock, type SupportMockOptions } from '../../shared/mocks/support-handlers.ts';
import { SUPPORT_TEXT, SupportScreen } from './SupportScreen.tsx';

const signedIn: MockAppOptions = {
  signedInAs: FIXTURE_IDS.maya,
  route: '/support',
  initStore: (store) => store.set(currentUserAtom, mockSignedInUser(mockDb.member(FIXTURE_IDS.maya))),
};

function support(options: SupportMockOptions = {}) {
  const mock = createSupportMock(options);
  return { parameters: { msw: { handlers: { support: mock.handlers } }, mock } };
}
type Mock = ReturnType<typeof createSupportMock>;

function Address() {
  const location = useLocation();
  return (
    <p data-testid="address" hidden>
      {location.pathname}
    </p>
  );
}

const meta = {
  title: 'Features/Support/Page',
  component: SupportScreen,
  decorators: [
    (Story) => (
      <>
        <Story />
        <Address />
      </>
    ),
    withMockApp,
  ],
  parameters: { layout: 'fullscreen', kindred: signedIn, ...support().parameters },
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

/** Fills every field with a valid ticket, by keyboard where it can. */
async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Issue Type/ }));
  await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Technical Issue' }));
  await userEvent.click(canvas.getByRole('radio', { name: 'High' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Calendar will not connect');
  await userEvent.type(canvas.getByRole('textbox', { name: /Description/ }), 'Nothing happens after the consent page, every time.');
}

async function attach(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, files);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: SUPPORT_TEXT.title })).toBeVisible();
    await expect(canvas.getByText(SUPPORT_MESSAGES.attachmentHint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: SUPPORT_TEXT.submit })).toBeEnabled();
  },
};

export const EveryFieldMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: SUPPORT_TEXT.submit }).focus();
    await userEvent.keyboard('{Enter}');
    for (const message of [SUPPORT_MESSAGES.issueType, SUPPORT_MESSAGES.priority, SUPPORT_MESSAGES.subjectShort, SUPPORT_MESSAGES.descriptionShort]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    // Errors are tied to their fields, and focus goes to the first.
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveAccessibleDescription(SUPPORT_MESSAGES.subjectShort);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Issue Type/ })).toHaveFocus());
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    const subject = canvas.getByRole('textbox', { name: /Subject/ });
    await userEvent.clear(subject);
    await userEvent.click(subject);
    await userEvent.paste('s'.repeat(101));
    const description = canvas.getByRole('textbox', { name: /Description/ });
    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste('d'.repeat(1001));
    await userEvent.click(canvas.getByRole('button', { name: SUPPORT_TEXT.submit }));
    await expect(await canvas.findByText(SUPPORT_MESSAGES.subjectLong)).toBeVisible();
    await expect(await canvas.findByText(SUPPORT_MESSAGES.descriptionLong)).toBeVisible();
  },
};

export const DescriptionTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    const description = canvas.getByRole('textbox', { name: /Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Too short to help.');
    await userEvent.click(canvas.getByRole('button', { name: SUPPORT_TEXT.submit }));
    await expect(await canvas.findByText(SUPPORT_MESSAGES.descriptionShort)).toBeVisible();
    await expect(canvas.queryByText(SUPPORT_MESSAGES.subjectShort)).toBeNull();
  },
};

export const AttachmentsAccepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await attach(canvasElement, [file(PNG, 'screenshot.png', 'image/png'), file(PDF, 'report.pdf', 'image/png')]);
    const list = await canvas.findByRole('list', { name: 'Attached files' });
    await expect(within(list).getByText('screenshot.png')).toBeVisible();
    await expect(within(list).getByText('report.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SUPPORT_TEXT.remove('report.pdf') }));
    await waitFor(() => expect(within(list).queryByText('report.pdf')).toBeNull());
  },
};

export const AttachmentRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await attach(canvasElement, [file(EXE, 'setup.png', 'image/png'), file(PNG, 'fine.png', 'image/png')]);
    await expect(await canvas.findByText(ATTACHMENT_MESSAGES.wrongType('setup.png'))).toBeVisible();
    await expect(within(await canvas.findByRole('list', { name: 'Attached files' })).getByText('fine.png')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Attached files' })).queryByText('setup.png')).toBeNull();
  },
};

export const Submitting: Story = {
  ...support({ stall: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SUPPORT_TEXT.submit }));
    await expect(await canvas.findByRole('progressbar', { name: SUPPORT_TEXT.submitting })).toBeVisible();
  },
};

export const Success: Story = {
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await attach(canvasElement, [file(PNG, 'screenshot.png', 'image/png')]);
    await canvas.findByRole('list', { name: 'Attached files' });
    await userEvent.click(canvas.getByRole('button', { name: SUPPORT_TEXT.submit }));
    await expect(await body(canvasElement).findByText(SUPPORT_MESSAGES.success)).toBeVisible();
    await expect(body(canvasElement).getByText(SUPPORT_MESSAGES.successDetail)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('address').textContent).toBe('/'));
    const { state } = (parameters as { mock: Mock }).mock;
    await expect(state.tickets).toHaveLength(1);
    await expect(state.tickets[0]!.attachments).toEqual(['screenshot.png']);
    await expect(state.tickets[0]!.idempotencyKey).toBeTruthy();
    await expect(state.tickets[0]!.ticket).toMatchObject({ issueType: 'technical', priority: 'high', subject: 'Calendar will not connect' });
  },
};

export const Failure: Story = {
  ...support({ fail: { status: 503, error: 'Service temporarily unavailable' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SUPPORT_TEXT.submit }));
    await expect(await body(canvasElement).findByText(SUPPORT_MESSAGES.failure)).toBeVisible();
    await expect(body(canvasElement).getByText(supportFailureDetail(SUPPORT_CONTACT_EMAIL))).toBeVisible();
    // The form keeps what was typed, for another try.
    await expect(canvas.getByRole('textbox', { name: /Subject/ })).toHaveValue('Calendar will not connect');
    await expect(canvas.getByTestId('address').textContent).toBe('/support');
  },
};

export const RefusedByServer: Story = {
  ...support({ fail: { status: 415, error: ATTACHMENT_MESSAGES.wrongType('notes.txt') } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SUPPORT_TEXT.submit }));
    await expect(await canvas.findByText(ATTACHMENT_MESSAGES.wrongType('notes.txt'))).toBeVisible();
    await expect(await body(canvasElement).findByText(SUPPORT_MESSAGES.failure)).toBeVisible();
  },
};
