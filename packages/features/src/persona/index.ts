/**
 * The persona feature's public entry: the content other features show (the
 * archetype catalogue and labels, the six traits and their recommendations)
 * and the persona UI built on it (the trait dialog and the insights panel).
 */
export * from './content/archetypes.ts';
export * from './content/archetype-labels.ts';
export * from './content/traits.ts';
export * from './content/recommendations.ts';
// Persona UI other features show: the trait dialog and the insights panel.
export { TraitDetails } from './components/TraitDetails.tsx';
export { PersonaInsightsPanel } from './components/PersonaInsightsPanel.tsx';
