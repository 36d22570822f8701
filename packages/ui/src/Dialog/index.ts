export {
  Dialog,
  DialogTrigger,
  DialogHeader,
  DialogBody,
  dialogSizes,
  type DialogProps,
  type DialogSize,
  type DialogSlot,
  type DialogRenderProps,
  type DialogTriggerProps,
  type ModalStateProps,
} from './Dialog.tsx';
