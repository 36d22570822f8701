export { TextArea, CHAT_INPUT_MAX_HEIGHT, type TextAreaProps } from './TextArea.tsx';
