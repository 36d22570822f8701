export { DateField, TimeField, type DateFieldProps, type TimeFieldProps, type DateValue, type TimeValue } from './DateField.tsx';
