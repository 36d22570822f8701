export {
  TraitDialog,
  traitBandForScore,
  traitBandLabels,
  traitBands,
  traitKeys,
  type TraitBand,
  type TraitDialogProps,
  type TraitFacet,
  type TraitKey,
} from './TraitDialog.tsx';
