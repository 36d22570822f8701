/**
 * The persona feature's public entry. For now it holds the content other
 * features show: the archetype catalogue and labels, the six traits and their
 * recommendations.
 */
export * from './content/archetypes.ts';
export * from './content/archetype-labels.ts';
export * from './content/traits.ts';
export * from './content/recommendations.ts';
