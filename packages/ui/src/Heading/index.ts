export {
  Heading,
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
  type HeadingTone,
} from './Heading.tsx';
