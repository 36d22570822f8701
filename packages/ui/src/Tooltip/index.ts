export { Tooltip, TooltipTrigger, tooltipPlacements, DEFAULT_TOOLTIP_DELAY, type TooltipProps, type TooltipTriggerProps } from './Tooltip.tsx';
