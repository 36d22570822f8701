/**
 * Terms of Service, written from the product's own facts (docs/product.md#what-kindred-does, #who-may-do-what,
 * #constants-and-limits; docs/decisions.md): who may use Kindred (authorised employees, at least 18),
 * what it does, account deletion within 30 days of a request, Delaware law.
 * No certification, statistic or promise the product does not keep.
 */
import { POLICIES_LAST_UPDATED, type PolicyDocument } from './policy.ts';

export const TERMS_OF_SERVICE: PolicyDocument = {
  title: 'Terms of Service',
  lastUpdated: POLICIES_LAST_UPDATED,
  summary:
    'These terms explain who may use Kindred, what it offers and what we ask of you in return. By signing in and using Kindred you agree to them.',
  sections: [
    {
      id: 'who-may-use',
      title: 'Who may use Kindred',
      blocks: [
        'Kindred is a workplace product. You may use it only if both of the following are true:',
        [
          'you are an employee of an organization that uses Kindred, and that organization has authorized you to use it; and',
          'you are at least 18 years old.',
        ],
        'Your account is personal. Keep your password and any verification codes we e-mail you to yourself, and tell us through Get Help if you think someone else has used your account.',
      ],
    },
    {
      id: 'what-kindred-does',
      title: 'What Kindred does',
      blocks: [
        'Kindred helps colleagues get to know each other. With your account you can:',
        [
          'take a HEXACO personality questionnaire and see your six trait scores and your archetype;',
          'receive connections: colleagues in your organization whose profiles are similar to yours, suggested every week;',
          'browse your organization’s community directory, when your organization has opened it;',
          'schedule one-to-one Quick Connect sessions and team-building activities through your own Google or Outlook calendar, if you choose to connect it;',
          'ask Link, an AI workplace advisor, for suggestions; and',
          'earn points and badges for what you do in Kindred.',
        ],
        'We improve Kindred over time. Features may change, and some are marked as coming soon until they are ready.',
      ],
    },
    {
      id: 'your-organization',
      title: 'Your organization',
      blocks: [
        'Your organization decides whether you have access to Kindred and whether its community directory is open. If you leave the organization or it stops using Kindred, your access through it may end.',
        'Kindred is not a tool for evaluating employees. Your organization should not use your personality results to make decisions about your employment, and neither will we.',
      ],
    },
    {
      id: 'personality-results',
      title: 'Personality results',
      blocks: [
        'Your HEXACO results and archetype describe tendencies, for reflection and for getting to know colleagues. They are not a diagnosis, a clinical assessment or a measure of your ability, and they do not say what you can or cannot do.',
      ],
    },
    {
      id: 'link',
      title: 'The AI advisor, Link',
      blocks: [
        'Link’s replies are generated automatically from your question and from your context in Kindred, such as your traits, your calendar and your connections. They can be wrong or incomplete. Use your own judgment, and do not rely on Link for medical, legal, financial or employment advice.',
        'Do not share information with Link that you would not want processed to produce a reply, such as health details or other people’s private information.',
      ],
    },
    {
      id: 'calendar',
      title: 'Calendar access',
      blocks: [
        'Connecting a calendar is optional. When you connect your Google or Outlook calendar, you allow Kindred to read your upcoming events and free times and to create or move the events you ask it to, such as a Quick Connect session. You can disconnect a calendar at any time in Settings, under Integrations.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Using Kindred fairly',
      blocks: [
        'When you use Kindred, please:',
        [
          'give accurate information about yourself;',
          'treat colleagues with respect in everything you write, including messages and answers to icebreakers;',
          'use what you learn about colleagues in Kindred only for getting to know and working with them;',
          'not try to reach another person’s account or data, or use Kindred for someone who is not authorized to use it;',
          'not copy the directory or other people’s profiles in bulk, by automated means or otherwise; and',
          'not interfere with Kindred’s operation, for example by overloading it or getting around its limits.',
        ],
        'We may suspend an account that breaks these terms.',
      ],
    },
    {
      id: 'ending',
      title: 'Ending your account',
      blocks: [
        'You can stop using Kindred at any time. To have your account deleted, send a request through Get Help. We delete your account and the personal data held with it within 30 days of your request.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may update these terms. When we do, we change the date at the top of this page and announce significant changes in What’s New. If you keep using Kindred after a change, the updated terms apply.',
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      blocks: [
        'We work to keep Kindred available, accurate and secure, but we provide it as it is, without promises beyond those in these terms, to the extent the law allows. Nothing in these terms limits rights you have under the law that cannot be limited by agreement.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: ['These terms are governed by the laws of the State of Delaware, United States of America.'],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: ['Questions about these terms are welcome. Send them through Get Help in Kindred, and we will reply by e-mail.'],
    },
  ],
};
