export { Skeleton, SkeletonGroup, skeletonShapes, type SkeletonProps, type SkeletonGroupProps, type SkeletonShape } from './Skeleton.tsx';
