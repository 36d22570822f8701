import type { NormalizedProfile } from '@kindred/features/profile';
import { Disclosure, DisclosureGroup } from '@kindred/ui/Disclosure';
import * as styles from './Persona.css.ts';

export interface ProfileDetailsProps {
  profile: Pick<NormalizedProfile, 'professionalSnapshot' | 'personalInformation' | 'funFacts'>;
  /** Sections open at first (by id: 'professional', 'personal', 'fun-facts'). */
  defaultExpanded?: readonly ProfileSection[];
  /** The level of the sections' headings. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

type ProfileSection = 'professional' | 'personal' | 'fun-facts';
const PROFILE_SECTION_TITLES: Record<ProfileSection, string> = {
  professional: 'Professional Snapshot',
  personal: 'Personal Information',
  'fun-facts': 'Fun Facts',
};

/** What an empty answer shows. */
const NOT_SHARED = 'Not shared yet';

function Fact({ label, values }: { label: string; values: readonly string[] | string | null }) {
  const text = Array.isArray(values) ? values.join(', ') : values;
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{text || NOT_SHARED}</dd>
    </div>
  );
}

function birthday(birthdate: NormalizedProfile['personalInformation']['birthdate']): string | null {
  if (!birthdate) return null;
  const day = new Date(birthdate.year, birthdate.month - 1, birthdate.day).toLocaleDateString(undefined, { month: 'long', day: 'numeric' });
  return `${day} (age ${birthdate.age})`;
}

/**
 * The insights side accordion: the member's Professional Snapshot, Personal Information and Fun Facts from their
 * questionnaire, each a section that opens and closes; an unanswered question says so.
 */
export function ProfileDetails({ profile, defaultExpanded = ['professional'], headingLevel = 3 }: ProfileDetailsProps) {
  const { professionalSnapshot: work, personalInformation: personal, funFacts: fun } = profile;
  return (
    <DisclosureGroup defaultExpandedKeys={defaultExpanded}>
      <Disclosure id="professional" title={PROFILE_SECTION_TITLES.professional} headingLevel={headingLevel}>
        <dl className={styles.facts}>
          <Fact label="Education" values={work.education} />
          {work.educationDetail && <Fact label="Studied" values={work.educationDetail} />}
          <Fact label="Universities" values={work.universities} />
        </dl>
      </Disclosure>
      <Disclosure id="personal" title={PROFILE_SECTION_TITLES.personal} headingLevel={headingLevel}>
        <dl className={styles.facts}>
          <Fact label="City" values={personal.city} />
          <Fact label="Interests" values={personal.interests} />
          <Fact label="Birthday" values={birthday(personal.birthdate)} />
        </dl>
      </Disclosure>
      <Disclosure id="fun-facts" title={PROFILE_SECTION_TITLES['fun-facts']} headingLevel={headingLevel}>
        <dl className={styles.facts}>
          <Fact label="Favorite things" values={fun.favoriteThings} />
          <Fact label="Favorite artists" values={fun.favoriteArtists} />
          <Fact label="Happy places" values={fun.happyPlaces} />
          <Fact label="Abilities I would love" values={fun.abilities} />
          <Fact label="People I admire" values={fun.peopleAdmire} />
          <Fact label="Things to know about me" values={fun.thingsAboutMe} />
          <Fact label="What I would rescue from a fire" values={fun.thingsFire} />
        </dl>
      </Disclosure>
    </DisclosureGroup>
  );
}
