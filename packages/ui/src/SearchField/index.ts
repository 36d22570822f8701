export { SearchField, CLEAR_SEARCH_LABEL, type SearchFieldProps } from './SearchField.tsx';
