export { Form, type FormProps, type FormErrors } from './Form.tsx';
