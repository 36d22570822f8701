export { Popover, PopoverTrigger, PopoverArrow, popoverPlacements, type PopoverProps } from './Popover.tsx';
