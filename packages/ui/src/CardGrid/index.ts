export { CardGrid, SkeletonCardGrid, type CardGridProps, type SkeletonCardGridProps } from './CardGrid.tsx';
export { CatalogueCard, CatalogueToolbar, type CatalogueCardProps, type CatalogueToolbarProps } from './Catalogue.tsx';
