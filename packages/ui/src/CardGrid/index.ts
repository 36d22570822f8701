export { CardGrid, SkeletonCardGrid, type CardGridProps, type SkeletonCardGridProps } from './CardGrid.tsx';
