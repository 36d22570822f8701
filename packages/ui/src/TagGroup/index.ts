export { TagGroup, Tag, tagSizes, type TagGroupProps, type TagProps, type TagSize } from './TagGroup.tsx';
