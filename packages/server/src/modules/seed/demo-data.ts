/**
 * The raw material of the demo organisation: people, roles and the answers
 * they might give to the profile questionnaire. The plan (plan.ts) draws from
 * these lists with a seeded random generator, so every seed is the same.
 */

export const DEMO_PASSWORD = 'Demo-password-1';
export const DEMO_DOMAIN = 'kindred.test';

export const DEMO_ORG = {
  orgcode: 'KINDRED-DEMO',
  name: 'Lumen & Co.',
  description:
    'A 60-person product studio that designs and builds software for healthcare and education teams. Remote-first, with hubs in Lisbon, Toronto and Nairobi.',
  showCommunityPage: true,
  isUsersOpen: true,
} as const;

export const SECOND_ORG = {
  orgcode: 'KINDRED-LABS',
  name: 'Lumen Labs',
  description:
    'The research group that tests new ideas before they reach a product team. Its community space opens next quarter.',
  showCommunityPage: false,
  isUsersOpen: false,
} as const;

/** The demo accounts a person signs in with (the seed prints them). */
export const DEMO_ACCOUNTS = [
  {
    email: `demo@${DEMO_DOMAIN}`,
    givenName: 'Jordan',
    familyName: 'Ellis',
    mfaRequired: false,
    title: 'Product Manager',
    department: 'Product',
    inSecondOrg: true,
    /** Administers both organisations: decides who may join them. */
    isAdmin: true,
    note: 'signs in without a code; also a member of Lumen Labs (community not open); administers both',
  },
  {
    email: `mfa@${DEMO_DOMAIN}`,
    givenName: 'Morgan',
    familyName: 'Blake',
    mfaRequired: true,
    title: 'Engineering Manager',
    department: 'Engineering',
    inSecondOrg: false,
    isAdmin: false,
    note: `asks for the 6-digit e-mail code (read it at /dev/mailbox?to=mfa@${DEMO_DOMAIN})`,
  },
] as const;

/** 58 colleagues; with the two demo accounts the organisation has 60 members. */
export const COLLEAGUES: ReadonlyArray<readonly [given: string, family: string]> = [
  ['Amara', 'Okafor'],
  ['Mateo', 'García'],
  ['Priya', 'Raman'],
  ['Liam', "O'Brien"],
  ['Yuki', 'Tanaka'],
  ['Fatima', 'Al-Sayed'],
  ['Noah', 'Schmidt'],
  ['Chloé', 'Dubois'],
  ['Kwame', 'Mensah'],
  ['Sofia', 'Rossi'],
  ['Arjun', 'Mehta'],
  ['Elena', 'Petrova'],
  ['Diego', 'Hernández'],
  ['Hana', 'Kim'],
  ['Oluwaseun', 'Adeyemi'],
  ['Ingrid', 'Larsen'],
  ['Rahul', 'Iyer'],
  ['Maya', 'Cohen'],
  ['Tomás', 'Silva'],
  ['Aisha', 'Bello'],
  ['Lucas', 'Martin'],
  ['Mei', 'Lin'],
  ['Jamal', 'Washington'],
  ['Nadia', 'Haddad'],
  ['Finn', 'Murphy'],
  ['Zara', 'Ahmed'],
  ['Kenji', 'Watanabe'],
  ['Lucía', 'Fernández'],
  ['Ethan', 'Brooks'],
  ['Leila', 'Rahimi'],
  ['Sipho', 'Dlamini'],
  ['Anna', 'Kowalska'],
  ['Omar', 'Farouk'],
  ['Grace', 'Nakamura'],
  ['Imran', 'Khan'],
  ['Isabella', 'Costa'],
  ['Tariq', 'Hassan'],
  ['Freya', 'Andersson'],
  ['Daniel', 'Okoye'],
  ['Camila', 'Torres'],
  ['Ravi', 'Patel'],
  ['Emily', 'Zhang'],
  ['Kofi', 'Boateng'],
  ['Ana', 'Lima'],
  ['Benjamin', 'Levi'],
  ['Naledi', 'Khumalo'],
  ['Hugo', 'Lefèvre'],
  ['Sakura', 'Ito'],
  ['Alejandro', 'Ruiz'],
  ['Chidi', 'Eze'],
  ['Marta', 'Novak'],
  ['Jin', 'Park'],
  ['Layla', 'Mansour'],
  ['Erik', 'Johansson'],
  ['Valentina', 'Moreno'],
  ['Aroha', 'Ngata'],
  ['Sam', 'Taylor'],
  ['Dev', 'Sharma'],
];

export const DEPARTMENTS: Record<string, readonly string[]> = {
  Engineering: [
    'Software Engineer',
    'Senior Software Engineer',
    'Staff Engineer',
    'Frontend Engineer',
    'Site Reliability Engineer',
    'QA Engineer',
  ],
  Product: ['Product Manager', 'Senior Product Manager', 'Product Operations Lead'],
  Design: ['Product Designer', 'UX Researcher', 'Content Designer', 'Design Lead'],
  'Data & Analytics': ['Data Analyst', 'Data Scientist', 'Analytics Engineer'],
  Marketing: ['Marketing Manager', 'Brand Designer', 'Community Manager'],
  Sales: ['Account Executive', 'Sales Engineer', 'Partnerships Lead'],
  'Customer Success': ['Customer Success Manager', 'Support Specialist', 'Implementation Consultant'],
  'People & Culture': ['People Partner', 'Talent Acquisition Lead', 'Learning & Development Lead'],
  Finance: ['Financial Analyst', 'Controller'],
  Operations: ['Operations Manager', 'Office Experience Lead', 'IT Administrator'],
  Legal: ['Legal Counsel', 'Privacy Officer'],
};

export const INTERESTS = [
  'Hiking',
  'Pottery',
  'Chess',
  'Board games',
  'Jazz',
  'Baking',
  'Cycling',
  'Podcasts',
  'Photography',
  'Gardening',
  'Rock climbing',
  'Yoga',
  'Volunteering',
  'Science fiction',
  'Running',
  'Football',
  'Birdwatching',
  'Knitting',
  'Learning languages',
  'Cooking',
  'Sketching',
  'Open water swimming',
  'Vinyl records',
  'Crosswords',
  'Urban sketching',
  'Salsa dancing',
  'Mentoring',
  'Woodworking',
  'Film photography',
  'Astronomy',
] as const;

export const FAVORITE_THINGS = [
  'Sunday morning markets',
  'A perfectly brewed pour-over',
  'Handwritten notes',
  'Thunderstorms from indoors',
  'Fresh notebooks',
  'Long train journeys',
  'Street food',
  'Old maps',
  'Mechanical keyboards',
  'Houseplants',
  'Spicy ramen',
  'Live music in small venues',
  'Audiobooks on long walks',
  'Second-hand bookshops',
] as const;

export const ARTISTS = [
  'Nina Simone',
  'Fela Kuti',
  'Björk',
  'Bad Bunny',
  'Taylor Swift',
  'Ryuichi Sakamoto',
  'Kendrick Lamar',
  'Fleetwood Mac',
  'Rosalía',
  'Hozier',
  'Burna Boy',
  'Joni Mitchell',
  'Nils Frahm',
  'Beyoncé',
  'Caetano Veloso',
  'Radiohead',
  'Arooj Aftab',
  'BTS',
] as const;

export const HAPPY_PLACES = [
  'A quiet beach at sunrise',
  'My grandmother\u2019s kitchen',
  'The top of a mountain trail',
  'A busy café with a good book',
  'The allotment on a Saturday',
  'A night market',
  'The back row of a cinema',
  'A canoe on a still lake',
  'Anywhere with my dog',
  'The climbing gym',
  'A library reading room',
  'My balcony garden',
] as const;

export const ABILITIES = [
  'Teleportation',
  'Speaking every language',
  'Pausing time',
  'Perfect pitch',
  'Talking to animals',
  'Never needing sleep',
  'Instant expertise in any instrument',
  'Flying',
] as const;

export const ADMIRED = [
  'My grandmother',
  'Marie Curie',
  'Wangari Maathai',
  'My first manager',
  'Nelson Mandela',
  'Katherine Johnson',
  'My parents',
  'Jacinda Ardern',
  'Ada Lovelace',
  'Malala Yousafzai',
  'My sister',
  'Grace Hopper',
] as const;

export const FACTS = [
  'I have visited 23 countries and lost my luggage in four of them',
  'I once played in a ska band',
  'I can solve a Rubik\u2019s cube in under two minutes',
  'I grew up on a farm with 40 goats',
  'I was a professional chef before moving into tech',
  'I speak four languages, badly in two of them',
  'I ran my first marathon last spring',
  'I build tiny furniture for my kids\u2019 dollhouse',
  'I have a pet tortoise older than me',
  'I used to teach secondary-school maths',
  'I have never seen Star Wars',
  'I bake bread every Sunday',
  'I once met my favourite author on a train',
  'I volunteer as a youth football coach',
] as const;

export const FIRE_RESCUE = [
  'My photo albums',
  'My cat, obviously',
  'My grandmother\u2019s recipe book',
  'My guitar',
  'My laptop (the backups are old)',
  'A box of letters from friends',
  'My passport',
  'My plant collection, as many as I can carry',
  'My sketchbooks',
] as const;

export const EDUCATION = [
  { education: 'Bachelor\u2019s degree', detail: 'Computer Science' },
  { education: 'Bachelor\u2019s degree', detail: 'Psychology' },
  { education: 'Master\u2019s degree', detail: 'Human-Computer Interaction' },
  { education: 'Master\u2019s degree', detail: 'Business Administration' },
  { education: 'PhD', detail: 'Statistics' },
  { education: 'Bachelor\u2019s degree', detail: 'Graphic Design' },
  { education: 'Apprenticeship', detail: 'Software Development' },
  { education: 'Coding bootcamp', detail: 'Full-stack web development' },
  { education: 'Bachelor\u2019s degree', detail: 'Economics' },
  { education: 'Master\u2019s degree', detail: 'Public Health' },
  { education: 'Bachelor\u2019s degree', detail: 'English Literature' },
  { education: 'Self-taught', detail: 'Open-source contributor and online courses' },
] as const;

export const UNIVERSITIES = [
  'University of Lisbon',
  'University of Toronto',
  'University of Nairobi',
  'University of Manchester',
  'Universidad de Buenos Aires',
  'National University of Singapore',
  'University of Cape Town',
  'McGill University',
  'Delft University of Technology',
  'University of Melbourne',
  'Seoul National University',
  'Indian Institute of Technology Bombay',
  'Université de Montréal',
  'University of Lagos',
] as const;

export const CITIES = [
  'Lisbon',
  'Toronto',
  'Nairobi',
  'Berlin',
  'London',
  'São Paulo',
  'Bengaluru',
  'Montréal',
  'Lagos',
  'Madrid',
  'Cape Town',
  'Seoul',
  'Auckland',
  'Dublin',
  'Mexico City',
  'Stockholm',
] as const;

export const HEADLINE_TEMPLATES = [
  (title: string, interest: string) => `${title} who believes the best ideas start with a good question. Off-hours: ${interest.toLowerCase()}.`,
  (title: string, interest: string) => `${title}. Happiest when a messy problem turns into a simple plan. Ask me about ${interest.toLowerCase()}.`,
  (title: string, interest: string) => `${title} focused on calm teams and clear decisions; weekend ${interest.toLowerCase()} enthusiast.`,
  (title: string, interest: string) => `${title} and collector of small improvements. Currently obsessed with ${interest.toLowerCase()}.`,
  (title: string, interest: string) => `${title}. I like shipping, learning out loud and ${interest.toLowerCase()}.`,
] as const;
