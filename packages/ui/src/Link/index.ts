export { Link, linkVariants, NEW_TAB_HINT, type LinkProps, type LinkVariant } from './Link.tsx';
