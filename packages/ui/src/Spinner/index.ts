export { Spinner, spinnerSizes, spinnerLabelPlacements, type SpinnerProps, type SpinnerSize, type SpinnerLabelPlacement } from './Spinner.tsx';
