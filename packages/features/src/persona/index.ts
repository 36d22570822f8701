/**
 * The persona feature's public entry: the content other features show (the
 * archetype catalogue and labels, the six traits and their recommendations)
 * and the persona UI built on it (the trait dialog, the traits, the archetype
 * card, the profile's accordion, the insights panel).
 */
export * from './content/archetypes.ts';
export * from './content/archetype-labels.ts';
export * from './content/traits.ts';
export * from './content/recommendations.ts';
// Persona UI other features show: the trait dialog, the traits, the archetype card, the profile's accordion.
export { TraitDetails, type TraitDetailsProps } from './components/TraitDetails.tsx';
export { PersonaTraits, type PersonaTraitsProps } from './components/PersonaTraits.tsx';
export { ArchetypeCard, SHOW_LESS, SHOW_MORE, type ArchetypeCardProps } from './components/ArchetypeCard.tsx';
export {
  ProfileDetails,
  NOT_SHARED,
  PROFILE_SECTIONS,
  PROFILE_SECTION_TITLES,
  type ProfileDetailsProps,
  type ProfileSection,
} from './components/ProfileDetails.tsx';
export { PersonaInsightsPanel, type PersonaInsightsPanelProps } from './components/PersonaInsightsPanel.tsx';
