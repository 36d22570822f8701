/**
 * Privacy Policy, written from what the product actually processes
 * (docs/product.md#what-kindred-does, #what-it-keeps, #who-may-do-what, #the-calls, #constants-and-limits;
 * docs/decisions.md#identity to #the-advisor): the profile, HEXACO results,
 * connections, calendar access when connected, messages to the AI advisor,
 * what the browser keeps, and deletion within 30 days of a request. No
 * certification, statistic or promise the product does not keep.
 */
import { POLICIES_LAST_UPDATED, type PolicyDocument } from './policy.ts';

export const PRIVACY_POLICY: PolicyDocument = {
  title: 'Privacy Policy',
  lastUpdated: POLICIES_LAST_UPDATED,
  summary:
    'This policy explains what information Kindred keeps about you, why, who can see it, and the choices you have. Kindred is for authorized employees of organizations that use it, aged 18 or over.',
  sections: [
    {
      id: 'what-we-process',
      title: 'What we process',
      blocks: [
        'Account: your name, work e-mail address, phone number if you gave one, and your member identifier. We keep only a secure hash of your password, never the password itself.',
        'Profile: what you choose to add, such as your job title, department, headline, education, city, birthday, interests, fun facts and profile picture or preset avatar.',
        'HEXACO results: your answers’ scores on the six HEXACO traits and the archetype they point to.',
        'Organizations and connections: the organizations you belong to, the colleagues you are matched with, how strong each match is, whether you have opened it, and your answers to icebreakers and reflections for a connection.',
        'Calendar, only when you connect one: the upcoming events and free times Kindred reads to find a time for a session, and the events you ask Kindred to create or move. Kindred stores the access your calendar provider grants in encrypted form.',
        'Messages to Link: what you write to the AI advisor, and the context Kindred adds so the reply fits you, such as your traits, archetype, upcoming events, connections and activities.',
        'Support requests: the issue type, subject, description, name and e-mail address you send through Get Help.',
        'Your browser: Kindred keeps some settings and counters in your browser’s storage, such as your theme, whether you finished the guided tour, page visit counts and how often you used Link today. They stay on your device.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use it',
      blocks: [
        [
          'to sign you in and keep your account secure, including e-mailing you verification codes;',
          'to show your profile and your personality results;',
          'to match you with colleagues and show your organization’s directory;',
          'to schedule the sessions and events you ask for;',
          'to answer your questions to Link;',
          'to award your points and badges; and',
          'to answer your support requests.',
        ],
        'We do not sell your information, and we do not use it for advertising.',
      ],
    },
    {
      id: 'who-can-see',
      title: 'Who can see your information',
      blocks: [
        [
          'Colleagues who share an organization with you, and your connections, can see your profile, your archetype and your trait scores. They cannot see your list of connections.',
          'People outside your organizations cannot see your profile unless you are connected with them.',
          'Colleagues never see your calendar events. To suggest a time for a session with someone, Kindred looks at when each of you is busy and offers only times when you are both free; the other person sees the invitation you send.',
          'When Link uses an outside AI model, your message and its context are sent to that model’s provider only to produce the reply.',
          'Your calendar provider, Google or Microsoft, handles the requests you authorize when you connect a calendar.',
        ],
      ],
    },
    {
      id: 'your-choices',
      title: 'Your choices',
      blocks: [
        [
          'Edit your profile and choose your avatar at any time.',
          'Connect or disconnect a calendar in Settings, under Integrations.',
          'Log out to clear what Kindred kept in your browser’s storage.',
          'Ask for your account to be deleted through Get Help.',
        ],
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        'We keep your information while your account is active. When you ask us to delete your account, we delete it and the personal data held with it within 30 days of your request.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        'Every request to Kindred carries a signed token that proves who you are, and you only ever see the data your account may see. Passwords are stored as hashes, calendar access is stored encrypted, and verification codes expire after 10 minutes.',
      ],
    },
    {
      id: 'age',
      title: 'Age',
      blocks: ['Kindred is for people aged 18 or over. It is not meant for children, and we do not knowingly keep information about anyone under 18.'],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top of this page, and we announce significant changes in What’s New.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: ['Questions about your privacy are welcome. Send them through Get Help in Kindred, and we will reply by e-mail.'],
    },
  ],
};
